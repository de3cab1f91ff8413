import { jest } from '@jest/globals';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_STORAGE_LIMIT,
  SETTINGS_DEFAULTS,
  BACKUPS_KEPT,
  type BackupListResponse,
  type DriveFilesStatus,
  type ExternalReview,
  type GoogleDriveStatus,
  type Profile,
  type RavelryStatus,
  type RavelrySyncStatus,
  type Settings,
} from '@yarn-mgmt/contracts';
import { ApiError, type ApiClient } from '@yarn-mgmt/web-platform';
import { knitter } from './render-app';

export const profile: Profile = {
  first_name: 'Ann',
  last_name: 'Purl',
  email: 'ann@example.com',
  avatar_url: null,
  created_at: '2026-01-05T10:00:00.000Z',
  ravelry_username: null,
  google_drive_connected: false,
  preferences: { ...DEFAULT_PREFERENCES },
  stats: { totalYarn: 12, totalPatterns: 5, totalProjects: 4, completedProjects: 2 },
};

export const settings: Settings = {
  ...SETTINGS_DEFAULTS,
  storage_used: 5.25 * 1024 * 1024,
  storage_limit: DEFAULT_STORAGE_LIMIT,
  photo_count: 7,
  pattern_count: 3,
};

/** Not linked, on a server that can link both. */
export const ravelryStatus: RavelryStatus = {
  connected: false,
  username: null,
  connectedAt: null,
  lastSync: null,
  broken: false,
  configured: true,
};
/** Linked as purlqueen, last synced mid-day UTC (the same day in any time zone a test runs in). */
export const ravelryLinked: RavelryStatus = {
  ...ravelryStatus,
  connected: true,
  username: 'purlqueen',
  connectedAt: '2026-03-04T10:00:00.000Z',
  lastSync: '2026-03-05T12:30:00.000Z',
};
/** No sync yet. */
export const ravelrySyncIdle: RavelrySyncStatus = {
  state: 'idle',
  progress: null,
  summary: null,
  error: null,
  lastSync: null,
};
export const driveStatus: GoogleDriveStatus = {
  connected: false,
  email: null,
  connectedAt: null,
  broken: false,
  configured: true,
};

/** No backups yet, on a server that can make them. */
export const noBackups: BackupListResponse = {
  backups: [],
  kept: BACKUPS_KEPT,
  available: true,
  next_scheduled_at: null,
  run: { state: 'idle', error: null },
};

/** No move of the pattern files to Google Drive yet. */
export const driveFilesIdle: DriveFilesStatus = {
  state: 'idle',
  direction: null,
  done: 0,
  total: 0,
  failed: 0,
  error: null,
};

/** Nothing left to review by a sync. */
export const nothingToReview: ExternalReview = {
  conflicts: [],
  missing: [],
  total: { conflicts: 0, missing: 0 },
};

type Call = (path: string, body?: unknown) => Promise<unknown>;

export const serverError = (status: number, error: string) => new ApiError(error, status, error, { error });

/**
 * An API client for the account pages: /auth/me, /auth/profile, /settings, the two link statuses, the Ravelry sync and
 * its review (nothing to review)
 * answer from the fixtures (or `overrides`, a value or a function asked on every call); every write goes to the given handler and fails as unexpected without one.
 */
export function accountApi(
  overrides: {
    get?: Record<string, unknown>;
    put?: Call;
    post?: Call;
    del?: Call;
    upload?: (path: string, form: FormData) => Promise<unknown>;
    postBlob?: Call;
  } = {},
) {
  const answers: Record<string, unknown> = {
    '/auth/me': knitter,
    '/auth/profile': { profile },
    '/settings': { settings },
    '/ravelry/status': ravelryStatus,
    '/ravelry/sync': ravelrySyncIdle,
    '/integrations/google-drive/status': driveStatus,
    '/backups': noBackups,
    '/integrations/google-drive/files': driveFilesIdle,
    '/yarn/external-review?source=ravelry': nothingToReview,
    '/patterns/external-review?source=ravelry': nothingToReview,
    '/projects/external-review?source=ravelry': nothingToReview,
    ...overrides.get,
  };
  const unexpected = (path: string) => Promise.reject(new Error(`unexpected call ${path}`));
  const client = {
    get: jest.fn((path: string) => {
      const fixed = answers[path];
      // A function answers each call anew (a job's state moving on between polls).
      const answer: unknown = typeof fixed === 'function' ? (fixed as () => unknown)() : fixed;
      if (answer instanceof Error) return Promise.reject(answer);
      return answer === undefined ? unexpected(path) : Promise.resolve(answer);
    }),
    post: jest.fn((path: string, body?: unknown) => (overrides.post ?? unexpected)(path, body)),
    put: jest.fn((path: string, body?: unknown) => (overrides.put ?? unexpected)(path, body)),
    patch: jest.fn(unexpected),
    delete: jest.fn((path: string) => (overrides.del ?? unexpected)(path)),
    upload: jest.fn((path: string, form: FormData) => (overrides.upload ?? unexpected)(path, form)),
    getBlob: jest.fn(() => Promise.resolve(new Blob(['img'], { type: 'image/png' }))),
    postBlob: jest.fn((path: string, body?: unknown) => (overrides.postBlob ?? unexpected)(path, body)),
  };
  return client as typeof client & ApiClient;
}
