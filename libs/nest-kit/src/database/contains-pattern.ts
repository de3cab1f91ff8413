/**
 * `%term%` for `LIKE` / `ILIKE` (PostgreSQL's default escape character is the backslash): the user's own `%`,
 * `_` and `\` are matched literally, so a search for "50%_off" finds that text and not "500 off".
 */
export const containsPattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
