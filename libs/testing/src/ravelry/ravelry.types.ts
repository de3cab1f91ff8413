import type { InjectedFailure, ProviderRequest } from '../oauth-provider/traffic.js';
import type { RavelryPatternRecord } from './ravelry-patterns.js';

/** One purchase of a yarn within a stash entry (Ravelry's "pack"): the skein count lives here. */
export interface RavelryPack {
  id: number;
  /** Ravelry's yarn id; null for a yarn that is not in its database (handspun, unlabelled). */
  yarnId: number | null;
  personalName: string | null;
  colourway: string;
  dyeLot: string | null;
  skeins: number;
  gramsPerSkein: number;
  yardsPerSkein: number;
  totalPaid: number | null;
  currency: string | null;
  shopName: string | null;
  purchasedDate: string | null;
}

export interface RavelryStashEntry {
  id: number;
  name: string;
  colourway: string;
  dyeLot: string | null;
  location: string;
  notes: string;
  handspun: boolean;
  status: 'In stash' | 'Used up' | 'Will trade or sell';
  /** The entry's photo (served by the fake as a PNG); null: no photo. */
  photoId: number | null;
  packs: RavelryPack[];
  createdAt: string;
  updatedAt: string;
}

export interface RavelryProject {
  id: number;
  name: string;
  patternId: number | null;
  patternName: string | null;
  /** Ravelry's project statuses (ids 1 to 4 in this order). */
  status: 'In progress' | 'Finished' | 'Hibernating' | 'Frogged';
  progress: number;
  started: string | null;
  completed: string | null;
  madeFor: string | null;
  rating: number | null;
  size: string | null;
  notes: string;
  /** Stash entries whose yarn the project uses. */
  stashIds: number[];
  photoId: number | null;
  tagNames: string[];
  createdAt: string;
  updatedAt: string;
}

export interface RavelryFavorite {
  id: number;
  type: 'pattern' | 'yarn';
  /** The pattern's or the yarn's id. */
  favoritedId: number;
  comment: string | null;
  tags: string[];
  createdAt: string;
}

/** A pattern in the account's library (Ravelry's "volume"). */
export interface RavelryVolume {
  id: number;
  patternId: number;
  createdAt: string;
}

/** A seeded account: the data behind the API, before it is put in Ravelry's JSON shapes. */
export interface RavelryAccount {
  user: { id: number; username: string; firstName: string; location: string };
  stash: RavelryStashEntry[];
  library: RavelryVolume[];
  favorites: RavelryFavorite[];
  projects: RavelryProject[];
}

export interface SeedRavelryOptions {
  username: string;
  /** Stash entries (default 30). */
  stash?: number;
  /** Distinct patterns across the library and the favourites (default 20). */
  patterns?: number;
  /** Projects (default 8). */
  projects?: number;
  firstName?: string;
  /** The account's block of ids (0-899; default from the username): two accounts in one fake need two blocks. */
  idBlock?: number;
}

export interface RavelryClient {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs registered for the client; absent: any http(s) URI is accepted. */
  redirectUris?: string[];
}

export interface FakeRavelryOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** Default: one account, `seedRavelry({ username: 'local-test-knitter' })`. */
  accounts?: RavelryAccount[];
  /** Default: one client, LOCAL_RAVELRY_CLIENT. */
  clients?: RavelryClient[];
  /** Access tokens' lifetime (default 86 400 s, as Ravelry's). */
  accessTokenTtlSeconds?: number;
  /** API requests a token may make within one second before a 429 (default 3); false: no limit. */
  rateLimitPerSecond?: number | false;
  /** Keeps the grants in this file across restarts (local mode); absent: memory only. */
  stateFile?: string;
}

export interface FakeRavelry {
  /** The one origin of the fake: authorize at `${url}/oauth2/auth`, tokens at `/oauth2/token`, API at `url`. */
  url: string;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  close(): Promise<void>;
  addAccount(account: RavelryAccount): void;
  account(username: string): RavelryAccount;
  /** Goes through the consent page as a person would; resolves to the redirect back (with code or error). */
  approve(authUrl: string, choice?: { username?: string; deny?: boolean }): Promise<string>;
  /** Revokes every token the account gave (it removed the app on Ravelry): refresh and API calls then fail. */
  revoke(username: string): number;
  expireAccessTokens(username?: string): void;
  setAccessTokenTtl(seconds: number): void;
  setRateLimit(perSecond: number | false): void;
  /** A path of `POST <path>` meets only the stash update of that path (a GET of it is left alone). */
  injectFailures(failure: InjectedFailure): void;
  clearFailures(): void;
  /** The next `count` photo downloads (Ravelry's image server, no token) answer 503. */
  failPhotos(count: number): void;
  requests(): readonly ProviderRequest[];
  resetLog(): void;
  editStash(username: string, id: number, change: Partial<Omit<RavelryStashEntry, 'id'>>): RavelryStashEntry;
  /** Sets the skein count of the entry's first pack. */
  setSkeins(username: string, id: number, skeins: number): RavelryStashEntry;
  deleteStash(username: string, id: number): void;
  addStash(username: string, entry: RavelryStashEntry): void;
  editProject(username: string, id: number, change: Partial<Omit<RavelryProject, 'id'>>): RavelryProject;
  deleteProject(username: string, id: number): void;
  editPattern(id: number, change: Partial<Omit<RavelryPatternRecord, 'id'>>): void;
}
