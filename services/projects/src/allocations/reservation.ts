/** Skeins and yards, the two amounts every reservation and usage carries. */
export interface Amounts {
  skeins: number;
  yards: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const show = (value: number) => String(round2(value));

/**
 * What of a stash entry may still be reserved: what it has left, less what other projects hold and have not used
 * (used yarn has already left the entry's remaining amounts).
 */
export function freeAmounts(
  entry: { skeins_remaining: number; remaining_yardage: number },
  heldElsewhere: Amounts,
): Amounts {
  return {
    skeins: Math.max(0, round2(entry.skeins_remaining - heldElsewhere.skeins)),
    yards: Math.max(0, round2(entry.remaining_yardage - heldElsewhere.yards)),
  };
}

/** Skeins alone or yards alone: the other follows from the line's yards per skein when it is known. */
export function completeAmounts(input: Amounts, yardsPerSkein: number | null): Amounts {
  if (!yardsPerSkein) return input;
  if (input.yards === 0) return { skeins: input.skeins, yards: round2(input.skeins * yardsPerSkein) };
  if (input.skeins === 0) return { skeins: round2(input.yards / yardsPerSkein), yards: input.yards };
  return input;
}

/**
 * The reservation of a yarn picked without amounts (Start Project's "Select Yarn"): whole skeins enough for the
 * yards the project still needs, as far as the entry's free amount goes; all of it when the need is unknown.
 */
export function autoReservation(
  free: Amounts,
  yardsPerSkein: number | null,
  stillNeeded: number | null,
): Amounts {
  if (stillNeeded === null) return free;
  const need = Math.max(0, stillNeeded);
  if (yardsPerSkein) {
    const skeins = Math.min(free.skeins, Math.ceil(need / yardsPerSkein));
    return { skeins, yards: Math.min(free.yards, round2(skeins * yardsPerSkein)) };
  }
  const yards = Math.min(free.yards, need);
  const skeins = free.yards > 0 ? round2((free.skeins * yards) / free.yards) : 0;
  return { skeins, yards };
}

/** Why this reservation does not fit the entry's free amount, or null when it does. */
export function shortfallMessage(requested: Amounts, free: Amounts, label: string): string | null {
  if (requested.skeins > free.skeins + 1e-9) {
    return `Only ${show(free.skeins)} skeins of ${label} are free to reserve`;
  }
  if (requested.yards > free.yards + 1e-9) {
    return `Only ${show(free.yards)} yards of ${label} are free to reserve`;
  }
  return null;
}

/** "Malabrigo Rios - Azul" (brand line - colorway, as the Start Project dialog lists yarn). */
export const yarnLabel = (yarn: { brand: string; line: string; colorway: string | null }) =>
  yarn.colorway ? `${yarn.brand} ${yarn.line} - ${yarn.colorway}` : `${yarn.brand} ${yarn.line}`;
