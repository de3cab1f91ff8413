import type { InjectedFailure, ProviderRequest } from '../oauth-provider/traffic.js';

export interface GoogleAccount {
  email: string;
  name: string;
}

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs registered for the client; absent: any http(s) URI is accepted. */
  redirectUris?: string[];
}

/** A file in the fake Drive, as the store keeps it. */
export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  explicitlyTrashed: boolean;
  createdTime: string;
  modifiedTime: string;
  description: string | null;
  appProperties: Record<string, string>;
  properties: Record<string, string>;
  /** The account whose Drive holds it. */
  owner: string;
  /** The OAuth client that created it (drive.file sees only its own); null: the user or another app. */
  creatorClientId: string | null;
  size: number;
  md5Checksum: string | null;
  version: number;
}

export interface FakeGoogleOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** Default: one account, LOCAL_GOOGLE_ACCOUNT. */
  accounts?: GoogleAccount[];
  /** Default: one client, LOCAL_GOOGLE_CLIENT. */
  clients?: GoogleClient[];
  /** Access tokens' lifetime (default 3 599 s, as Google's). */
  accessTokenTtlSeconds?: number;
  /** Keeps grants, file metadata and file contents in this folder across restarts (local mode). */
  stateDir?: string;
}

export interface FakeGoogle {
  url: string;
  /** `${url}/o/oauth2/v2/auth` */
  authUrl: string;
  /** `${url}/token` */
  tokenUrl: string;
  /** `${url}/revoke` */
  revokeUrl: string;
  /** Drive (`/drive/v3`) and userinfo (`/oauth2/v3/userinfo`) base: the fake's origin, as www.googleapis.com. */
  apiUrl: string;
  /** Upload base (`/drive/v3/files` under it), as www.googleapis.com/upload. */
  uploadUrl: string;
  close(): Promise<void>;
  /** Goes through the consent page as a person would; resolves to the redirect back (with code or error). */
  approve(authUrl: string, choice?: { email?: string; deny?: boolean }): Promise<string>;
  /** Revokes every token the account gave (it removed the app's access at Google). */
  revoke(email: string): number;
  expireAccessTokens(email?: string): void;
  setAccessTokenTtl(seconds: number): void;
  injectFailures(failure: InjectedFailure): void;
  clearFailures(): void;
  /** Every Drive API request waits this long before it is answered (0: at once), as over a slow link. */
  setLatency(ms: number): void;
  requests(): readonly ProviderRequest[];
  resetLog(): void;
  /** Every file in the account's Drive, whichever app made it (the test's view, not an app's). */
  files(email: string): DriveFile[];
  content(fileId: string): Buffer | null;
  /** A file the user or another app put in the Drive: an app with drive.file never sees it. */
  addForeignFile(
    email: string,
    file: { name: string; mimeType?: string; content?: Buffer; parents?: string[] },
  ): DriveFile;
}

export type { InjectedFailure, ProviderRequest };
