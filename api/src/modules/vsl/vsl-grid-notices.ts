import type { VslEditableField } from '@esvd/schema/rules/vsl';
import type pg from 'pg';
import type { Principal } from '../../core/caller.ts';
import type { EventBus } from '../../core/events.ts';

/** What the api processes tell each other about the grid, through PostgreSQL (ids and names, never rows). */
export const vslGridNotices = 'vslGridNotices';

export type Notice =
  | { kind: 'edited' | 'added'; id: number; fields: VslEditableField[]; origin: string | null; by: string }
  | { kind: 'deleted'; id: number; origin: string | null; by: string }
  | {
      kind: 'cellLocked' | 'cellUnlocked';
      id: number;
      field: VslEditableField;
      holderName: string;
      expiresAt: string;
      origin: string | null;
    };
/** Sent when `client`'s transaction commits. */
export async function publishNotice(events: EventBus, client: pg.ClientBase, notice: Notice): Promise<void> {
  await events.publishIn(client, vslGridNotices, notice);
}

/** The admins online changed (a join, a leave, a lapse); each process reads them in batches (vsl-grid-presence.ts). */
export const vslGridPresence = 'vslGridPresence';

/** Sent when `client`'s transaction commits. */
export async function publishPresenceChange(events: EventBus, client: pg.ClientBase): Promise<void> {
  await events.publishIn(client, vslGridPresence, {});
}

/** Whoever acts, as the grids name them: a change's author, a cell lock's holder, an admin online. */
export const displayName = (principal: Principal) =>
  principal.kind === 'user' ? principal.displayName || principal.userName : 'A script';
