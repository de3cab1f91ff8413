/** The sync's phases in the order it runs them (contracts RAVELRY_SYNC_KINDS: the progress text names them). */
export const SYNC_PHASES = ['stash', 'patterns', 'projects'];

/** Which phase of a sync a Ravelry API path belongs to (its reading of the user first: `account`). */
export function phaseOf(path) {
  if (path === '/current_user.json') return 'account';
  if (/^\/people\/[^/]+\/stash\//.test(path) || /^\/yarns\//.test(path)) return 'stash';
  if (/^\/people\/[^/]+\/(favorites|library)\//.test(path) || /^\/patterns(\/|\.json)/.test(path))
    return 'patterns';
  if (/^\/projects\//.test(path)) return 'projects';
  return 'other';
}

/** Counts the stand-in's logged requests (`{ path }`) by phase: `{ account, stash, patterns, projects, other }`. */
export function requestsByPhase(requests) {
  const counts = { account: 0, stash: 0, patterns: 0, projects: 0, other: 0 };
  for (const { path } of requests) counts[phaseOf(path)] += 1;
  return counts;
}
