/** What a `q` term reads of a file. */
export interface QueryableFile {
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  createdTime: string;
  modifiedTime: string;
  appProperties: Record<string, string>;
}

export class DriveQueryError extends Error {}

type Token = { kind: 'string' | 'word' | 'op' | 'paren' | 'brace'; text: string };

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < query.length) {
    const rest = query.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    if (rest[0] === "'") {
      let text = '';
      let index = 1;
      for (; index < rest.length && rest[index] !== "'"; index += 1) {
        if (rest[index] === '\\') index += 1;
        text += rest[index] ?? '';
      }
      if (index >= rest.length) throw new DriveQueryError('unterminated string');
      tokens.push({ kind: 'string', text });
      at += index + 1;
      continue;
    }
    const match = /^(!=|<=|>=|=|<|>)|^([()])|^([{}])|^([A-Za-z_][A-Za-z0-9_.]*)/.exec(rest);
    if (!match) throw new DriveQueryError(`unexpected ${rest[0]}`);
    tokens.push({
      kind: match[1] ? 'op' : match[2] ? 'paren' : match[3] ? 'brace' : 'word',
      text: match[0],
    });
    at += match[0].length;
  }
  return tokens;
}

type Predicate = (file: QueryableFile) => boolean;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function compare(op: string, left: string, right: string): boolean {
  switch (op) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    default:
      throw new DriveQueryError(`operator ${op}`);
  }
}

/**
 * Drive's query language, the part an app that sees only its own files uses: `'<id>' in parents`,
 * `name = | != | contains '...'` (contains matches the start of the name or of a word in it, as Drive's does),
 * `mimeType = | != | contains '...'`, `trashed = true|false`, `createdTime` / `modifiedTime` compared with an
 * RFC 3339 time, `appProperties has { key='k' and value='v' }`, joined by `and`, `or`, `not` and parentheses.
 * Anything else throws DriveQueryError (the API's 400 Invalid Value on `q`).
 */
export function parseDriveQuery(query: string): Predicate {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (!token) throw new DriveQueryError('unexpected end');
    return token;
  };
  const expect = (kind: Token['kind'], text?: string) => {
    const token = next();
    if (token.kind !== kind || (text !== undefined && token.text !== text))
      throw new DriveQueryError(`expected ${text ?? kind}, got ${token.text}`);
    return token.text;
  };

  function condition(): Predicate {
    const first = next();
    if (first.kind === 'string') {
      expect('word', 'in');
      expect('word', 'parents');
      return (file) => file.parents.includes(first.text);
    }
    if (first.kind !== 'word') throw new DriveQueryError(`unexpected ${first.text}`);
    if (first.text === 'appProperties') {
      expect('word', 'has');
      expect('brace', '{');
      expect('word', 'key');
      expect('op', '=');
      const key = expect('string');
      expect('word', 'and');
      expect('word', 'value');
      expect('op', '=');
      const value = expect('string');
      expect('brace', '}');
      return (file) => file.appProperties[key] === value;
    }
    const op = next();
    const operator = op.text;
    if (first.text === 'trashed') {
      const value = expect('word');
      if ((operator !== '=' && operator !== '!=') || (value !== 'true' && value !== 'false'))
        throw new DriveQueryError('trashed takes = or != and true or false');
      return (file) => (file.trashed === (value === 'true')) === (operator === '=');
    }
    const value = expect('string');
    if (first.text === 'name' || first.text === 'mimeType') {
      const field = first.text;
      if (operator === 'contains')
        return field === 'name'
          ? (file) =>
              file.name.toLowerCase().startsWith(value.toLowerCase()) ||
              wordsOf(file.name).some((word) => word.startsWith(value.toLowerCase()))
          : (file) => file.mimeType.includes(value);
      if (operator !== '=' && operator !== '!=') throw new DriveQueryError(`${field} ${operator}`);
      return (file) => compare(operator, file[field], value);
    }
    if (first.text === 'createdTime' || first.text === 'modifiedTime') {
      const field = first.text;
      const time = Date.parse(value);
      if (Number.isNaN(time) || op.kind !== 'op') throw new DriveQueryError(`${field} needs a time`);
      return (file) =>
        compare(operator, String(Date.parse(file[field])).padStart(15, '0'), String(time).padStart(15, '0'));
    }
    throw new DriveQueryError(`unsupported term ${first.text}`);
  }

  function unary(): Predicate {
    if (peek()?.kind === 'word' && peek().text === 'not') {
      next();
      const inner = unary();
      return (file) => !inner(file);
    }
    if (peek()?.kind === 'paren' && peek().text === '(') {
      next();
      const inner = or();
      expect('paren', ')');
      return inner;
    }
    return condition();
  }

  function and(): Predicate {
    let left = unary();
    while (peek()?.kind === 'word' && peek().text === 'and') {
      next();
      const [a, b] = [left, unary()];
      left = (file) => a(file) && b(file);
    }
    return left;
  }

  function or(): Predicate {
    let left = and();
    while (peek()?.kind === 'word' && peek().text === 'or') {
      next();
      const [a, b] = [left, and()];
      left = (file) => a(file) || b(file);
    }
    return left;
  }

  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (at !== tokens.length) throw new DriveQueryError(`unexpected ${tokens[at].text}`);
  return predicate;
}

/** A parsed `fields` selector: each key with its sub-selection (null: the whole value). */
export type FieldTree = Map<string, FieldTree | null>;

export class DriveFieldsError extends Error {}

/** `id,name,files(id,size),user/emailAddress` as a tree; `*` selects everything at its level. */
export function parseFields(text: string): FieldTree {
  let at = 0;
  function list(): FieldTree {
    const tree: FieldTree = new Map();
    for (;;) {
      const name = /^\s*([A-Za-z_*][A-Za-z0-9_]*(?:\/[A-Za-z_*][A-Za-z0-9_]*)*)\s*/.exec(text.slice(at));
      if (!name) throw new DriveFieldsError(text.slice(at) || text);
      at += name[0].length;
      let sub: FieldTree | null = null;
      if (text[at] === '(') {
        at += 1;
        sub = list();
        if (text[at] !== ')') throw new DriveFieldsError(text);
        at += 1;
      }
      const path = name[1].split('/');
      let level = tree;
      path.forEach((part, index) => {
        if (index === path.length - 1) return void level.set(part, sub);
        const inner = (level.get(part) as FieldTree | undefined) ?? new Map<string, FieldTree | null>();
        level.set(part, inner);
        level = inner;
      });
      if (text[at] !== ',') return tree;
      at += 1;
    }
  }
  const tree = list();
  if (at !== text.length) throw new DriveFieldsError(text.slice(at));
  return tree;
}

/**
 * `value` cut down to `tree`; `allowed(path)` says which names exist at a path (`files`, `user`...; null: any), and
 * a name that does not exist throws DriveFieldsError with it (the API's 400 Invalid field selection).
 */
export function applyFields(
  value: unknown,
  tree: FieldTree | null,
  allowed: (path: string) => readonly string[] | null,
  path = '',
): unknown {
  if (tree === null || tree.has('*') || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => applyFields(item, tree, allowed, path));
  const names = allowed(path);
  const picked: Record<string, unknown> = {};
  for (const [name, sub] of tree) {
    if (names && !names.includes(name)) throw new DriveFieldsError(path ? `${path}/${name}` : name);
    if (name in value)
      picked[name] = applyFields(
        (value as Record<string, unknown>)[name],
        sub,
        allowed,
        path ? `${path}/${name}` : name,
      );
  }
  return picked;
}
