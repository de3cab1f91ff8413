/** One line of the Results panel: "Total Yardage" "1100.00 yards". */
export interface ResultLine {
  label: string;
  value: string;
}

/** A check that goes with a result (the substitution's weight category check). */
export interface CalcNotice {
  severity: 'success' | 'warning';
  text: string;
}

/** What a calculation shows: its lines, and the estimate's note, a notice, or the yards to weigh the stash for. */
export interface CalcResult {
  lines: ResultLine[];
  note?: string;
  notice?: CalcNotice;
  /** "Do I have enough?": the stash weight category (as the inventory names it) and the yards needed. */
  stash?: { weight: string; yards: number };
}

/** Bad input: the mode's one message (spec part 2 section 5) and the fields at fault. */
export interface CalcFailure {
  ok: false;
  message: string;
  fields: string[];
}

export type CalcOutcome<R extends CalcResult = CalcResult> = { ok: true; result: R } | CalcFailure;

/** A form's view of an input: every field may still be empty. */
export type CalcValues<T> = { [K in keyof T]?: T[K] | null };

/** What this module needs of a zod schema (libs/contracts' calculator inputs). */
interface InputSchema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };
      };
}

/** Checks an input with its schema: the value, or the first message and every field at fault. */
export function parseInput<T>(schema: InputSchema<T>, input: unknown): { ok: true; value: T } | CalcFailure {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const { issues } = parsed.error;
  const fields = [...new Set(issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
  return { ok: false, message: issues[0]?.message ?? '', fields };
}

export const failure = (message: string, fields: string[]): CalcFailure => ({ ok: false, message, fields });
