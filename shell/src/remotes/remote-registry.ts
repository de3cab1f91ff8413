import type { Registry } from './remote-loader';

/** One `<prefix>/*` the shell mounts: the remote that owns it. */
export interface RemoteMount {
  remote: string;
  prefix: string;
}

/** Every prefix once: a prefix two remotes claim goes to the first listed (the registry is at fault). */
export function mountsOf(registry: Registry): RemoteMount[] {
  const owners = new Map<string, string>();
  for (const [remote, { prefixes }] of Object.entries(registry)) {
    for (const prefix of prefixes) {
      const owner = owners.get(prefix);
      if (owner === undefined) owners.set(prefix, remote);
      else console.warn(`[remotes] ${prefix} is claimed by ${owner} and ${remote}; ${owner} keeps it`);
    }
  }
  return [...owners].map(([prefix, remote]) => ({ remote, prefix }));
}
