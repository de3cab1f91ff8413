import { REAL_PATTERN_COUNT, ravelryPattern } from './ravelry-patterns.js';
import { RAVELRY_YARN_LINES } from './ravelry-yarns.js';
import type {
  RavelryAccount,
  RavelryFavorite,
  RavelryPack,
  RavelryProject,
  RavelryStashEntry,
  SeedRavelryOptions,
} from './ravelry.types.js';

/** A stable 32-bit hash: the same username always gives the same ids and data. */
function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 16777619);
  return value >>> 0;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids of one kind for one account: kind x 100 000 000 + the account's block of 100 000 (below 2^31). */
export const idBlock = (kind: number, block: number) => kind * 100_000_000 + block * 100_000;
export const ID_KINDS = { stash: 1, pack: 2, project: 3, favorite: 4, volume: 5, user: 6, photo: 7 } as const;

const day = (offset: number) => new Date(Date.UTC(2023, 0, 1) + offset * 86_400_000).toISOString();
const date = (offset: number) => day(offset).slice(0, 10);
const LOCATIONS = ['Yarn cabinet, top shelf', 'Bin A', 'Closet', 'Under the bed', 'Project bag'];
const SHOPS = ['Loop London', "Webs - America's Yarn Store", 'Wool Warehouse', 'Local yarn shop', null];
const PRICE_BY_WEIGHT: Record<string, number> = {
  Lace: 14,
  Fingering: 22,
  Sport: 9,
  DK: 8,
  Worsted: 12,
  Aran: 6,
  'Super Bulky': 15,
};

function stashEntry(index: number, block: number, rng: () => number, handspun: boolean): RavelryStashEntry {
  const line = RAVELRY_YARN_LINES[(index * 7 + block) % RAVELRY_YARN_LINES.length];
  const colourway = handspun ? 'Natural grey' : line.colourways[(index + block) % line.colourways.length];
  const packCount = index % 6 === 3 ? 2 : 1;
  const packs: RavelryPack[] = Array.from({ length: packCount }, (_, packIndex) => {
    const skeins = 1 + Math.floor(rng() * 7) + (index % 11 === 5 && packIndex === 0 ? 0.5 : 0);
    const shop = SHOPS[(index + packIndex) % SHOPS.length];
    return {
      id: idBlock(ID_KINDS.pack, block) + index * 2 + packIndex + 1,
      yarnId: handspun ? null : line.id,
      personalName: handspun ? 'Handspun Corriedale' : null,
      colourway,
      dyeLot:
        index % 5 === 4
          ? null
          : `${String.fromCharCode(65 + ((index + packIndex) % 26))}${1000 + ((index * 37 + packIndex * 11) % 9000)}`,
      skeins,
      gramsPerSkein: handspun ? 100 : line.grams,
      yardsPerSkein: handspun ? 240 : line.yardage,
      totalPaid: shop ? Math.round(skeins * (PRICE_BY_WEIGHT[line.weight.name] ?? 10) * 100) / 100 : null,
      currency: shop ? 'USD' : null,
      shopName: shop,
      purchasedDate: shop ? date(index * 3 - 40) : null,
    };
  });
  return {
    id: idBlock(ID_KINDS.stash, block) + index + 1,
    name: handspun ? 'Handspun Corriedale' : index % 9 === 2 ? `${line.name} sweater quantity` : line.name,
    colourway,
    dyeLot: packs[0].dyeLot,
    location: LOCATIONS[index % LOCATIONS.length],
    notes: handspun
      ? 'Spun on the wheel over the winter (local test data).'
      : `${line.company} ${line.name} in ${colourway} (local test data).`,
    handspun,
    status: index % 13 === 12 ? 'Used up' : 'In stash',
    photoId: index % 3 === 2 ? null : idBlock(ID_KINDS.photo, block) + index + 1,
    packs,
    createdAt: day(index * 3),
    updatedAt: day(index * 3 + 5),
  };
}

function patternIds(count: number, rng: () => number): number[] {
  const reals = Array.from({ length: REAL_PATTERN_COUNT }, (_, index) => index);
  for (let index = reals.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng() * (index + 1));
    [reals[index], reals[other]] = [reals[other], reals[index]];
  }
  const indices =
    count <= reals.length
      ? reals.slice(0, count)
      : [...reals, ...Array.from({ length: count - reals.length }, (_, n) => REAL_PATTERN_COUNT + n)];
  return indices.map((index) => ravelryPattern(index).id);
}

const STATUSES: RavelryProject['status'][] = [
  'In progress',
  'Finished',
  'Hibernating',
  'Frogged',
  'In progress',
  'Finished',
  'Finished',
  'In progress',
];
const MADE_FOR = ['Me', 'Mum', 'A friend', null];

function project(
  index: number,
  block: number,
  patterns: number[],
  stash: RavelryStashEntry[],
): RavelryProject {
  const status = STATUSES[index % STATUSES.length];
  const patternId = patterns.length && index % 4 !== 3 ? patterns[index % patterns.length] : null;
  const pattern = patternId ? ravelryPattern(patternId - 700_001) : null;
  const linked = status !== 'Frogged' && stash.length ? [stash[(index * 3) % stash.length].id] : [];
  return {
    id: idBlock(ID_KINDS.project, block) + index + 1,
    name: pattern
      ? index % 2
        ? `${pattern.name} for ${MADE_FOR[index % MADE_FOR.length] ?? 'me'}`
        : pattern.name
      : `My own design ${index + 1}`,
    patternId,
    patternName: pattern ? pattern.name : `My own design ${index + 1}`,
    status,
    progress: status === 'Finished' ? 100 : status === 'Frogged' ? 0 : 15 + ((index * 23) % 70),
    started: status === 'Frogged' && index % 2 ? null : date(120 + index * 20),
    completed: status === 'Finished' ? date(150 + index * 20) : null,
    madeFor: MADE_FOR[index % MADE_FOR.length],
    rating: status === 'Finished' ? 3 + (index % 3) : null,
    size: pattern?.sizes.split(/,| to /)[0]?.trim() ?? null,
    notes: `Notes on project ${index + 1} (local test data).`,
    stashIds: linked,
    photoId:
      status === 'Finished' || status === 'In progress'
        ? idBlock(ID_KINDS.photo, block) + 50_000 + index + 1
        : null,
    tagNames: status === 'Finished' ? ['gift'] : [],
    createdAt: day(120 + index * 20),
    updatedAt: day(125 + index * 20),
  };
}

/**
 * A Ravelry account of realistic local test data, the same every time for the same username: stash entries of
 * real yarn lines (some in two dye lots, one in fifteen handspun and not in Ravelry's database, a few used up),
 * patterns split between the library (about 60 %) and favourites (about 60 %, so some are in both), two favourite
 * yarns, and projects in every Ravelry status, most linked to one of those patterns and to a stash entry.
 */
export function seedRavelry(options: SeedRavelryOptions): RavelryAccount {
  const { username } = options;
  const counts = {
    stash: options.stash ?? 30,
    patterns: options.patterns ?? 20,
    projects: options.projects ?? 8,
  };
  const block = options.idBlock ?? hash(username) % 900;
  const rng = random(hash(username));
  const stash = Array.from({ length: counts.stash }, (_, index) =>
    stashEntry(index, block, rng, index % 15 === 14),
  );
  const patterns = patternIds(counts.patterns, rng);
  const library = patterns.slice(0, Math.ceil(counts.patterns * 0.6));
  const favoritePatterns = patterns.slice(Math.floor(counts.patterns * 0.4));
  const favoriteYarns = stash
    .filter((entry) => !entry.handspun)
    .slice(0, 2)
    .map((entry) => entry.packs[0].yarnId!);
  const favorites: RavelryFavorite[] = [
    ...favoritePatterns.map((id) => ({ type: 'pattern' as const, favoritedId: id })),
    ...favoriteYarns.map((id) => ({ type: 'yarn' as const, favoritedId: id })),
  ].map((favorite, index) => ({
    ...favorite,
    id: idBlock(ID_KINDS.favorite, block) + index + 1,
    comment: index % 3 === 0 ? 'Want to make this next winter' : null,
    tags: index % 2 === 0 ? ['someday'] : [],
    createdAt: day(60 + index * 4),
  }));
  return {
    user: {
      id: idBlock(ID_KINDS.user, block) + 1,
      username,
      firstName: options.firstName ?? 'Local',
      location: 'Local test data',
    },
    stash,
    library: library.map((patternId, index) => ({
      id: idBlock(ID_KINDS.volume, block) + index + 1,
      patternId,
      createdAt: day(30 + index * 5),
    })),
    favorites,
    projects: Array.from({ length: counts.projects }, (_, index) => project(index, block, patterns, stash)),
  };
}
