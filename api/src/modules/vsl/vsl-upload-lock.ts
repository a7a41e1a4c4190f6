import { vslEditMessages } from '@esvd/schema/rules/vsl';
import type pg from 'pg';
import { DomainError } from '../../core/errors.ts';
import type { UploadsService } from '../uploads/index.ts';
import { runningVslUploader } from './vsl-grid.sql.ts';

/** The grid is read-only while a VSL upload replaces the list: its edits and cell locks are refused. */
export class VslUploadLock {
  constructor(private readonly uploads: UploadsService) {}

  /** The name of whoever's VSL upload is replacing the list, if one runs. */
  async holder(client: pg.ClientBase): Promise<string | null> {
    const running = () => client.query<{ name: string }>(runningVslUploader.toQuery());
    let { rows } = await running();
    if (rows.length) {
      // An upload whose process died does not hold the grid.
      await this.uploads.failAbandonedJobs();
      ({ rows } = await running());
    }
    return rows[0]?.name ?? null;
  }

  async refuseWhileHeld(client: pg.ClientBase): Promise<void> {
    const holder = await this.holder(client);
    if (holder) throw new DomainError('conflict', vslEditMessages.gridLocked(holder));
  }
}
