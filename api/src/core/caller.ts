import type { ResourceName } from '@esvd/schema/rules/resources';

/** The roles a user may hold; what each grants is the access module's (modules/access/roles.ts). */
export const roleNames = ['basic', 'user', 'dataAnalyst', 'editorInChief', 'admin', 'coCapacity'] as const;
export type RoleName = (typeof roleNames)[number];

/** Who is calling: nobody, a signed-in user (through a session), or a script with an API key. */
export type Principal =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      userId: number;
      userName: string;
      displayName: string;
      role: RoleName;
      sessionId: number;
    }
  | { kind: 'apiKey'; apiKeyId: number; userId: number | null };

export const anonymous: Principal = { kind: 'anonymous' };

/** The signed-in user behind a call, whose name a change records; none for a visitor or an API key. */
export const signedInUserId = (principal: Principal): number | null =>
  principal.kind === 'user' ? principal.userId : null;

/** What an operation or route requires of its caller. */
export type Access = 'public' | 'signedIn' | ResourceName;
