import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A .dockerignore read as Docker reads it (moby/patternmatcher, which BuildKit and compose use): `#` starts a
 * comment line; each pattern is trimmed, cleaned as a path (`./a/` is `a`) and taken from the context's root (a
 * leading `/` is dropped, and `a` matches `./a` only, not `x/a`); `*` and `?` stay within one path segment, `**`
 * spans any number of them; `!` re-includes; the last pattern matching a path or one of its parent folders wins.
 */
export interface IgnoreRule {
  pattern: string;
  exclusion: boolean;
  regexp: RegExp;
}

const ESCAPED = new Set(['.', '+', '(', ')', '|', '{', '}', '$']);

function toRegExp(pattern: string): RegExp {
  let source = '^';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') {
      i += 1;
      if (pattern[i + 1] === '/') i += 1;
      // `**` at the end takes anything; elsewhere any number of whole segments (none included).
      source += i + 1 === pattern.length ? '.*' : '(?:.*/)?';
    } else if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else if (ch === '\\' && i + 1 < pattern.length) source += `\\${pattern[++i]}`;
    else source += ESCAPED.has(ch) ? `\\${ch}` : ch;
  }
  return new RegExp(`${source}$`);
}

/** The rules of a .dockerignore's text, in order. */
export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const exclusion = line.startsWith('!');
      const raw = exclusion ? line.slice(1).trim() : line;
      const pattern = path.posix.normalize(raw).replace(/^\/+/, '').replace(/\/+$/, '') || '.';
      return { pattern, exclusion, regexp: toRegExp(pattern) };
    });
}

/** Whether the file (a path from the context's root, `/`-separated) is left out of the build context. */
export function isIgnored(rules: IgnoreRule[], file: string): boolean {
  const cleaned = path.posix.normalize(file).replace(/^\.?\/+/, '');
  if (cleaned === '.' || cleaned === '') return false;
  const segments = cleaned.split('/');
  const parents = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    // Only a rule that could change the answer is looked at, as patternmatcher does.
    if (rule.exclusion !== ignored) continue;
    if (rule.regexp.test(cleaned) || parents.some((parent) => rule.regexp.test(parent)))
      ignored = !rule.exclusion;
  }
  return ignored;
}

/**
 * The ignore file a build uses, as BuildKit picks it: `<Dockerfile>.dockerignore` beside the Dockerfile if there is
 * one, else `.dockerignore` at the context's root (none: nothing is left out).
 */
export function ignoreFileOf(context: string, dockerfile: string): string | undefined {
  return [`${dockerfile}.dockerignore`, path.join(context, '.dockerignore')].find((file) => existsSync(file));
}

export const readDockerignore = (file: string): IgnoreRule[] => parseDockerignore(readFileSync(file, 'utf8'));
