import type { RavelrySyncKind } from '@yarn-mgmt/contracts';
import type { RavelryApiSession } from './ravelry-api-session.js';
import type { DataSyncClient } from './data-sync.client.js';

/** Progress within a phase: "patterns 10 of 50". */
export type SyncProgress = (done: number, total: number, kind: RavelrySyncKind) => Promise<void>;

/** What each phase of one user's sync works with. */
export interface SyncContext {
  userId: string;
  session: RavelryApiSession;
  data: DataSyncClient;
  progress: SyncProgress;
  /** Ravelry's site, where a pattern's page is. */
  webOrigin: string;
  warn(message: string): void;
}
