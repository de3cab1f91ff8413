/**
 * US and metric sizes of knitting needles and crochet hooks (Craft Yarn Council tables), to fill in the other
 * system when a pattern prints only one. Sizes with no counterpart (a 7 mm needle, a 2.5 mm hook) stay null.
 */
export const KNITTING_NEEDLE_SIZES: readonly { us: string; mm: number }[] = [
  { us: '000', mm: 1.5 },
  { us: '00', mm: 1.75 },
  { us: '0', mm: 2 },
  { us: '1', mm: 2.25 },
  { us: '1.5', mm: 2.5 },
  { us: '2', mm: 2.75 },
  { us: '2.5', mm: 3 },
  { us: '3', mm: 3.25 },
  { us: '4', mm: 3.5 },
  { us: '5', mm: 3.75 },
  { us: '6', mm: 4 },
  { us: '7', mm: 4.5 },
  { us: '8', mm: 5 },
  { us: '9', mm: 5.5 },
  { us: '10', mm: 6 },
  { us: '10.5', mm: 6.5 },
  { us: '11', mm: 8 },
  { us: '13', mm: 9 },
  { us: '15', mm: 10 },
  { us: '17', mm: 12 },
  { us: '19', mm: 15 },
  { us: '35', mm: 19 },
  { us: '50', mm: 25 },
];

/** Hooks are sized by letter and number; the letter is what crocheters say ("an H hook"). */
export const CROCHET_HOOK_SIZES: readonly { us: string; mm: number }[] = [
  { us: 'B-1', mm: 2.25 },
  { us: 'C-2', mm: 2.75 },
  { us: 'D-3', mm: 3.25 },
  { us: 'E-4', mm: 3.5 },
  { us: 'F-5', mm: 3.75 },
  { us: 'G-6', mm: 4 },
  { us: '7', mm: 4.5 },
  { us: 'H-8', mm: 5 },
  { us: 'I-9', mm: 5.5 },
  { us: 'J-10', mm: 6 },
  { us: 'K-10.5', mm: 6.5 },
  { us: 'L-11', mm: 8 },
  { us: 'M/N-13', mm: 9 },
  { us: 'N/P-15', mm: 10 },
  { us: 'P/Q', mm: 15 },
  { us: 'Q', mm: 16 },
  { us: 'S', mm: 19 },
];

/** British and old imperial needle numbers ("No. 10"), which run the other way from US sizes. */
const UK_NEEDLE_MM: Record<string, number> = {
  '14': 2,
  '13': 2.25,
  '12': 2.75,
  '11': 3,
  '10': 3.25,
  '9': 3.75,
  '8': 4,
  '7': 4.5,
  '6': 5,
  '5': 5.5,
  '4': 6,
  '3': 6.5,
  '2': 7,
  '1': 7.5,
  '0': 8,
  '00': 9,
  '000': 10,
};

export const metricForUk = (uk: string): number | null => UK_NEEDLE_MM[uk] ?? null;

const hookKey = (us: string) => us.toUpperCase().replace(/[\s/-]/g, '');

export function metricForUs(us: string, hook: boolean): number | null {
  if (hook) {
    const key = hookKey(us);
    const byLetter = CROCHET_HOOK_SIZES.find(
      (size) => hookKey(size.us) === key || hookKey(size.us).replace(/\d.*$/, '') === key,
    );
    if (byLetter) return byLetter.mm;
    // A hook printed by number alone ("US 8 hook") is the number of its letter size.
    const byNumber = CROCHET_HOOK_SIZES.find((size) => size.us.replace(/^[A-Z/]+-/, '') === us);
    if (byNumber) return byNumber.mm;
  }
  return KNITTING_NEEDLE_SIZES.find((size) => size.us === us)?.mm ?? null;
}

export function usForMetric(mm: number, hook: boolean): string | null {
  const table = hook ? CROCHET_HOOK_SIZES : KNITTING_NEEDLE_SIZES;
  return table.find((size) => Math.abs(size.mm - mm) < 0.01)?.us ?? null;
}

/**
 * The hook table's spelling of a printed hook size: "H/8", "h 8" and "8/H" are "H-8", "J" alone is "J-10".
 */
export function canonicalHookSize(printed: string): string {
  // "US 10.5/K": the number first.
  const key = hookKey(printed.replace(/^(\d+(?:\.\d+)?)\s*\/\s*([A-Z])$/i, '$2/$1'));
  const match = CROCHET_HOOK_SIZES.find(
    (size) => hookKey(size.us) === key || hookKey(size.us).replace(/\d.*$/, '') === key,
  );
  return match ? match.us : printed.toUpperCase().replace(/\s+/g, '');
}
