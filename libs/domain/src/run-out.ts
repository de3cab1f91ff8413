import type { ProjectRunOut } from '@yarn-mgmt/contracts';
import { countText } from './pattern-facts.js';
import { yardsText } from './stash-match-text.js';

/** What the run-out arithmetic needs of one of a project's yarns. */
export interface RunOutYarn {
  line: string;
  yards_per_skein: number | null;
  yards_reserved: number;
  yards_used: number;
  released: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The yards a project has for itself: what is reserved, or what was used if more went in; a released reservation
 * (completed, frogged) keeps only what was used.
 */
export function yardsHeld(yarn: RunOutYarn): number {
  return yarn.released ? yarn.yards_used : Math.max(yarn.yards_reserved, yarn.yards_used);
}

/**
 * The run-out warning: the pattern's yards for the chosen size against the project's yarn. The shortfall in
 * skeins is of the line the project holds most of among those that know their yards per skein. Null when the
 * needed yards are unknown.
 */
export function runOut(neededYards: number | null, yarns: readonly RunOutYarn[]): ProjectRunOut | null {
  if (neededYards === null) return null;
  const reserved = round2(yarns.reduce((sum, yarn) => sum + yardsHeld(yarn), 0));
  const short = round2(Math.max(0, neededYards - reserved));
  const measured = yarns
    .filter((yarn) => yarn.yards_per_skein !== null && yarn.yards_per_skein > 0)
    .sort((a, b) => yardsHeld(b) - yardsHeld(a));
  const main = measured[0];
  return {
    needed_yards: neededYards,
    reserved_yards: reserved,
    enough: short === 0,
    short_by_yards: short,
    short_by_skeins: short === 0 ? 0 : main ? Math.ceil(short / (main.yards_per_skein as number)) : null,
    line: main?.line ?? yarns[0]?.line ?? null,
  };
}

/** "Enough yarn", or "Short by 150 yds (about 1 skein of Rios)" ("Short by 150 yds" when the line is unknown). */
export function runOutText(value: ProjectRunOut): string {
  if (value.enough) return 'Enough yarn';
  const short = `Short by ${yardsText(value.short_by_yards)} yds`;
  if (value.short_by_skeins === null || value.line === null) return short;
  const skeins = `${countText(value.short_by_skeins)} skein${value.short_by_skeins === 1 ? '' : 's'}`;
  return `${short} (about ${skeins} of ${value.line})`;
}
