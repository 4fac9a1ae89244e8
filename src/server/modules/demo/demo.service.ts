/**
 * Demo sandboxes (stub until the demo module lands).
 */
import type { DbOrTx } from '../../db/client';

export async function purgeExpiredDemoSandboxes(db: DbOrTx, now: Date): Promise<void> {
  void db;
  void now;
}
