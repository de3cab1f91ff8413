import {
  favorite,
  patternFull,
  projectFull,
  projectInList,
  stashFull,
  stashInList,
  userJson,
  volume,
  yarnFull,
  type PatternOf,
} from './ravelry-json.js';
import { yarnLine } from './ravelry-yarns.js';
import type { RavelryAccount } from './ravelry.types.js';

/**
 * Which paginator field each list answers with: Ravelry's answers differ (`page_count` in some, `last_page` in
 * others), so a client must read either.
 */
export const RAVELRY_PAGINATOR_FIELDS = {
  stash: 'page_count',
  favorites: 'page_count',
  projects: 'last_page',
  library: 'last_page',
} as const;

export const RAVELRY_DEFAULT_PAGE_SIZE = 50;
export const RAVELRY_MAX_PAGE_SIZE = 100;

export interface ApiContext {
  base: string;
  account(username: string): RavelryAccount | undefined;
  pattern(id: number): ReturnType<PatternOf> | undefined;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const notFound: ApiAnswer = { status: 404, body: { errors: ['Not found'] } };

function page<T>(items: T[], query: URLSearchParams, field: 'page_count' | 'last_page') {
  const number = (name: string, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const pageSize = Math.min(number('page_size', RAVELRY_DEFAULT_PAGE_SIZE), RAVELRY_MAX_PAGE_SIZE);
  const current = number('page', 1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    paginator: { page: current, page_size: pageSize, results: items.length, [field]: pages },
  };
}

function personal(account: RavelryAccount, patternId: number) {
  const bookmark = account.favorites.find(
    (item) => item.type === 'pattern' && item.favoritedId === patternId,
  );
  return {
    favorited: Boolean(bookmark),
    bookmark_id: bookmark?.id ?? null,
    in_library: account.library.some((item) => item.patternId === patternId),
    queued: false,
  };
}

function lists(
  context: ApiContext,
  account: RavelryAccount,
  kind: string,
  query: URLSearchParams,
): ApiAnswer {
  const { base } = context;
  const patternOf = (id: number) => context.pattern(id)!;
  if (kind === 'stash') {
    const { items, paginator } = page(account.stash, query, RAVELRY_PAGINATOR_FIELDS.stash);
    return {
      status: 200,
      body: { stash: items.map((entry) => stashInList(entry, account.user.id, base)), paginator },
    };
  }
  if (kind === 'favorites') {
    const types = (query.get('types') ?? '').split(/[\s+,]+/).filter(Boolean);
    const chosen = account.favorites.filter((item) => types.length === 0 || types.includes(item.type));
    const { items, paginator } = page(chosen, query, RAVELRY_PAGINATOR_FIELDS.favorites);
    return {
      status: 200,
      body: { favorites: items.map((item) => favorite(item, base, patternOf)), paginator },
    };
  }
  if (kind === 'library') {
    const words = (query.get('query') ?? '').toLowerCase();
    const chosen = account.library.filter((item) =>
      patternOf(item.patternId).name.toLowerCase().includes(words),
    );
    const { items, paginator } = page(chosen, query, RAVELRY_PAGINATOR_FIELDS.library);
    return { status: 200, body: { volumes: items.map((item) => volume(item, base, patternOf)), paginator } };
  }
  const { items, paginator } = page(account.projects, query, RAVELRY_PAGINATOR_FIELDS.projects);
  return {
    status: 200,
    body: { projects: items.map((item) => projectInList(item, account.user, base, patternOf)), paginator },
  };
}

function patterns(context: ApiContext, viewer: RavelryAccount, query: URLSearchParams): ApiAnswer {
  const ids = (query.get('ids') ?? '').split(/[\s+,]+/).filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id)))
    return { status: 400, body: { errors: ['ids must be a list of pattern ids separated by +'] } };
  const found = Object.fromEntries(
    ids.flatMap((id) => {
      const record = context.pattern(Number(id));
      return record ? [[id, patternFull(record, context.base, personal(viewer, record.id))]] : [];
    }),
  );
  return { status: 200, body: { patterns: found } };
}

/**
 * The read API a sync needs, for the account `viewer` whose token was sent. Other people's stash and projects
 * are public on Ravelry, so they are readable too; an unknown person or record is a 404.
 */
export function ravelryApi(
  context: ApiContext,
  path: string,
  query: URLSearchParams,
  viewer: RavelryAccount,
): ApiAnswer {
  if (path === '/current_user.json')
    return { status: 200, body: { user: userJson(viewer.user, context.base) } };
  if (path === '/patterns.json') return patterns(context, viewer, query);
  const single = /^\/(patterns|yarns)\/(\d+)\.json$/.exec(path);
  if (single) {
    const id = Number(single[2]);
    if (single[1] === 'yarns') {
      const line = yarnLine(id);
      return line ? { status: 200, body: { yarn: yarnFull(line, context.base) } } : notFound;
    }
    const record = context.pattern(id);
    return record
      ? { status: 200, body: { pattern: patternFull(record, context.base, personal(viewer, id)) } }
      : notFound;
  }
  const people = /^\/people\/([^/]+)\/(stash\/list|favorites\/list|library\/search|stash\/(\d+))\.json$/.exec(
    path,
  );
  const projects = /^\/projects\/([^/]+)\/(list|\d+)\.json$/.exec(path);
  const account = context.account(decodeURIComponent((people ?? projects)?.[1] ?? ''));
  if (!account) return notFound;
  if (people?.[3]) {
    const entry = account.stash.find((item) => item.id === Number(people[3]));
    return entry
      ? { status: 200, body: { stash: stashFull(entry, account.user.id, context.base) } }
      : notFound;
  }
  if (people) return lists(context, account, people[2].split('/')[0], query);
  if (projects && projects[2] !== 'list') {
    const project = account.projects.find((item) => item.id === Number(projects[2]));
    return project
      ? {
          status: 200,
          body: { project: projectFull(project, account, context.base, (id) => context.pattern(id)!) },
        }
      : notFound;
  }
  return lists(context, account, 'projects', query);
}
