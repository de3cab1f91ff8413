/**
 * The shell's own route table (spec part 1 section 2.1, part 2 section 2). Every other page belongs to a remote,
 * which states it in its own exposed `./routes` table under the URL prefixes /remotes.json gives it.
 */
export interface ShellRoute {
  path: string;
  access: 'public' | 'protected';
  title: string;
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/login', access: 'public', title: 'Sign In' },
  { path: '/register', access: 'public', title: 'Sign Up' },
  { path: '/demo', access: 'public', title: 'Demo' },
  { path: '/dashboard', access: 'protected', title: 'Dashboard' },
  { path: '/profile', access: 'protected', title: 'Profile' },
  { path: '/settings', access: 'protected', title: 'Settings' },
  { path: '/settings/sync', access: 'protected', title: 'Sync' },
  { path: '/settings/integrations/:service', access: 'protected', title: 'Integrations' },
];

/** Federation container names, the keys of /remotes.json. */
export const REMOTE_NAMES = ['mf_inventory', 'mf_patterns', 'mf_projects', 'mf_tools', 'mf_deals'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A URL prefix a remote owns: `/yarn` owns `/yarn` and everything below it. */
export const ROUTE_PREFIX_PATTERN = /^(\/[a-z0-9][a-z0-9-]*)+$/;

/** One remote in /remotes.json: its build and the URLs it owns. */
export interface RemoteRegistryEntry {
  /** URL of the remote's mf-manifest.json (absolute, or relative to the page). */
  manifest: string;
  prefixes: string[];
}

/**
 * The shell's check of a /remotes.json entry (the gateway already validated it with RemoteRegistryEntrySchema).
 * Written without zod on purpose: the shell runs it on every first page, which then needs no schema library.
 */
export function isRemoteRegistryEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { manifest, prefixes } = value as Partial<Record<keyof RemoteRegistryEntry, unknown>>;
  return (
    typeof manifest === 'string' &&
    manifest.length > 0 &&
    Array.isArray(prefixes) &&
    prefixes.length > 0 &&
    prefixes.every((prefix) => typeof prefix === 'string' && ROUTE_PREFIX_PATTERN.test(prefix))
  );
}

/** What GET /remotes.json answers: which remotes exist, where their builds are and which URLs they own. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteRegistryEntry>>;

export const DEFAULT_TITLE = 'Yarn Management';
