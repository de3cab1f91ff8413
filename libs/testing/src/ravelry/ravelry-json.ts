import type { RavelryPatternRecord } from './ravelry-patterns.js';
import {
  RAVELRY_YARN_LINES,
  RAVELRY_YARN_WEIGHTS,
  permalinkOf,
  type RavelryYarnLine,
} from './ravelry-yarns.js';
import type {
  RavelryAccount,
  RavelryFavorite,
  RavelryPack,
  RavelryProject,
  RavelryStashEntry,
  RavelryVolume,
} from './ravelry.types.js';

/**
 * Ravelry's JSON for the fake's records, field names as its API sends them. `base` is the fake's origin; `pattern`
 * reads a pattern of the fake's database (its edits included).
 */
export type PatternOf = (id: number) => RavelryPatternRecord;

const companies = [...new Set(RAVELRY_YARN_LINES.map((line) => line.company))];
const companyOf = (name: string) => ({
  id: 100 + companies.indexOf(name),
  name,
  permalink: permalinkOf(name),
  url: null,
});

export function photo(base: string, id: number | null, caption: string | null = null) {
  if (id === null) return null;
  const url = (size: string) => `${base}/photos/${id}/${size}.png`;
  return {
    id,
    sort_order: 1,
    x_offset: 0,
    y_offset: 0,
    square_url: url('square'),
    thumbnail_url: url('thumbnail'),
    small_url: url('small'),
    small2_url: url('small2'),
    medium_url: url('medium'),
    medium2_url: url('medium2'),
    caption,
    caption_html: caption,
    copyright_holder: null,
  };
}

function yarnBase(line: RavelryYarnLine) {
  return {
    id: line.id,
    name: line.name,
    permalink: permalinkOf(`${line.company} ${line.name}`),
    yarn_company_name: line.company,
    discontinued: line.discontinued,
    grams: line.grams,
    yardage: line.yardage,
    machine_washable: line.machineWashable,
    gauge_divisor: 4,
    min_gauge: line.weight.min_gauge,
    max_gauge: line.weight.max_gauge,
    rating_average: 4.5,
    rating_count: 1200 + line.id,
    rating_total: Math.round((1200 + line.id) * 4.5),
    texture: null,
    thread_size: null,
    wpi: null,
    organic: false,
  };
}

/** A yarn as the stash list embeds it. */
export const yarnInList = (line: RavelryYarnLine) => ({
  ...yarnBase(line),
  yarn_company: companyOf(line.company),
  yarn_weight: line.weight,
});

export const yarnFull = (line: RavelryYarnLine, base: string) => ({
  ...yarnInList(line),
  first_photo: photo(base, line.id * 10),
  photos: [photo(base, line.id * 10)],
  notes_html: `<p>${line.company} ${line.name} (local test data).</p>`,
  yarn_fibers: line.fibres.map((fibre, index) => ({
    id: line.id * 10 + index,
    percentage: fibre.percentage,
    fiber_type: {
      id: 10 + index,
      name: fibre.name,
      animal_fiber: fibre.animal,
      vegetable_fiber: fibre.vegetable,
      synthetic: fibre.synthetic,
    },
    fiber_category: { id: 20 + index, name: fibre.name, permalink: permalinkOf(fibre.name) },
  })),
  yarn_attributes: line.machineWashable ? [{ id: 1, name: 'Superwash', permalink: 'superwash' }] : [],
  personal_attributes: null,
});

const lineOf = (id: number | null) => RAVELRY_YARN_LINES.find((line) => line.id === id);

export function pack(value: RavelryPack, stashId: number | null, projectId: number | null = null) {
  const line = lineOf(value.yarnId);
  const metres = (yards: number) => Math.round(yards * 0.9144 * 10) / 10;
  return {
    id: value.id,
    stash_id: stashId,
    project_id: projectId,
    yarn_id: value.yarnId,
    yarn_name: line ? `${line.company} ${line.name}` : value.personalName,
    personal_name: value.personalName,
    colorway: value.colourway,
    color_family_id: null,
    dye_lot: value.dyeLot,
    skeins: value.skeins,
    quantity_description: null,
    grams_per_skein: value.gramsPerSkein,
    yards_per_skein: value.yardsPerSkein,
    meters_per_skein: metres(value.yardsPerSkein),
    ounces_per_skein: Math.round((value.gramsPerSkein / 28.3495) * 100) / 100,
    total_grams: Math.round(value.skeins * value.gramsPerSkein),
    total_yards: Math.round(value.skeins * value.yardsPerSkein),
    total_meters: metres(value.skeins * value.yardsPerSkein),
    total_ounces: Math.round(((value.skeins * value.gramsPerSkein) / 28.3495) * 100) / 100,
    total_paid: value.totalPaid,
    total_paid_currency: value.currency,
    shop_name: value.shopName,
    shop_id: null,
    purchased_date: value.purchasedDate,
    prefer_metric_length: false,
    prefer_metric_weight: true,
    primary_pack_id: null,
    thread_size: null,
    yarn: line ? yarnInList(line) : null,
    yarn_weight: line ? line.weight : null,
  };
}

const STASH_STATUS = { 'In stash': 1, 'Used up': 2, 'Will trade or sell': 3 } as const;

/** A stash entry in the list: no packs, so no skein counts (Ravelry sends those on the entry's own page). */
export function stashInList(entry: RavelryStashEntry, userId: number, base: string) {
  const line = lineOf(entry.packs[0]?.yarnId ?? null);
  return {
    id: entry.id,
    name: entry.name,
    permalink: `${permalinkOf(entry.name)}-${entry.id}`,
    colorway_name: entry.colourway,
    handspun: entry.handspun,
    has_photo: entry.photoId !== null,
    location: entry.location,
    long_yarn_name: line ? `${line.company} ${line.name}` : entry.name,
    stash_status: { id: STASH_STATUS[entry.status], name: entry.status },
    favorites_count: 0,
    comments_count: 0,
    user_id: userId,
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
    first_photo: photo(base, entry.photoId),
    yarn: line ? yarnInList(line) : null,
  };
}

export function stashFull(entry: RavelryStashEntry, userId: number, base: string) {
  return {
    ...stashInList(entry, userId, base),
    dye_lot: entry.dyeLot,
    notes: entry.notes,
    notes_html: `<p>${entry.notes}</p>`,
    packs: entry.packs.map((value) => pack(value, entry.id)),
    photos: entry.photoId === null ? [] : [photo(base, entry.photoId)],
  };
}

const US_NEEDLES: Record<number, string> = {
  2.25: '1',
  2.5: '1.5',
  2.75: '2',
  3: '2.5',
  3.25: '3',
  3.5: '4',
  3.75: '5',
  4: '6',
  4.5: '7',
  5: '8',
  5.5: '9',
  6: '10',
};
const designers = new Map<string, number>();
const designerOf = (name: string) => {
  if (!designers.has(name)) designers.set(name, 5000 + designers.size);
  return { id: designers.get(name)!, name, permalink: permalinkOf(name) };
};

export function patternInList(record: RavelryPatternRecord, base: string) {
  return {
    id: record.id,
    name: record.name,
    permalink: permalinkOf(record.name),
    free: record.free,
    designer: designerOf(record.designer),
    pattern_author: designerOf(record.designer),
    first_photo: photo(base, record.id * 10, record.name),
    pattern_sources: [],
    personal_attributes: null,
  };
}

export function patternFull(record: RavelryPatternRecord, base: string, personal: object | null) {
  const weight = RAVELRY_YARN_WEIGHTS.find((candidate) => candidate.name === record.weight) ?? null;
  const line = lineOf(record.yarnId);
  const knitting = record.craft === 'Knitting';
  return {
    ...patternInList(record, base),
    craft: { id: knitting ? 2 : 1, name: record.craft, permalink: record.craft.toLowerCase() },
    pattern_type: { id: 1, name: record.category, permalink: permalinkOf(record.category), clothing: true },
    pattern_categories: [
      { id: 300 + record.category.length, name: record.category, permalink: permalinkOf(record.category) },
    ],
    pattern_attributes: [],
    difficulty_average: record.difficulty,
    difficulty_count: Math.round(record.ratingCount / 2),
    rating_average: record.rating,
    rating_count: record.ratingCount,
    projects_count: record.projectsCount,
    queued_projects_count: Math.round(record.projectsCount / 3),
    favorites_count: record.projectsCount * 3,
    gauge: record.gauge,
    gauge_divisor: 4,
    row_gauge: record.rowGauge,
    gauge_pattern: 'stockinette',
    gauge_description: `${record.gauge} stitches and ${record.rowGauge} rows = 4 inches in stockinette`,
    yardage: record.yardage,
    yardage_max: record.yardageMax,
    yardage_description: `${record.yardage} - ${record.yardageMax} yards`,
    yarn_weight: weight,
    yarn_weight_description: record.weight,
    sizes_available: record.sizes,
    price: record.price,
    currency: record.currency,
    currency_symbol: record.currency ? { USD: '$', EUR: '€', GBP: '£' }[record.currency] : null,
    downloadable: true,
    ravelry_download: !record.free,
    url: null,
    download_location: record.free
      ? { type: 'ravelry', free: true, url: `${base}/patterns/${record.id}/download` }
      : null,
    published: record.published,
    notes: `${record.name} by ${record.designer}. Local test data: the pattern's text is not in the API.`,
    notes_html: `<p>${record.name} by ${record.designer}. Local test data: the pattern's text is not in the API.</p>`,
    pattern_needle_sizes: [
      {
        id: Math.round(record.needleMm * 100),
        us: knitting ? (US_NEEDLES[record.needleMm] ?? null) : null,
        metric: record.needleMm,
        us_steel: null,
        knitting,
        crochet: !knitting,
        hook: null,
        name: `${knitting && US_NEEDLES[record.needleMm] ? `US ${US_NEEDLES[record.needleMm]} - ` : ''}${record.needleMm} mm`,
        pretty_metric: String(record.needleMm),
      },
    ],
    packs: line
      ? [
          {
            id: record.id,
            yarn_id: line.id,
            yarn_name: `${line.company} ${line.name}`,
            yarn: yarnInList(line),
            colorway: null,
            quantity_description: null,
          },
        ]
      : [],
    photos: [photo(base, record.id * 10, record.name)],
    personal_attributes: personal,
  };
}

const PROJECT_STATUS = { 'In progress': 1, Finished: 2, Hibernating: 3, Frogged: 4 } as const;

export function projectInList(
  value: RavelryProject,
  user: RavelryAccount['user'],
  base: string,
  pattern: PatternOf,
) {
  const craft = value.patternId ? pattern(value.patternId).craft : 'Knitting';
  return {
    id: value.id,
    name: value.name,
    permalink: permalinkOf(value.name),
    craft_id: craft === 'Knitting' ? 2 : 1,
    craft_name: craft,
    pattern_id: value.patternId,
    pattern_name: value.patternName,
    status_name: value.status,
    project_status_id: PROJECT_STATUS[value.status],
    project_status_changed: value.updatedAt,
    progress: value.progress,
    started: value.started,
    started_day_set: true,
    completed: value.completed,
    completed_day_set: true,
    made_for: value.madeFor,
    made_for_user_id: null,
    rating: value.rating,
    size: value.size,
    tag_names: value.tagNames,
    comments_count: 0,
    favorites_count: 0,
    photos_count: value.photoId === null ? 0 : 1,
    user_id: user.id,
    created_at: value.createdAt,
    updated_at: value.updatedAt,
    first_photo: photo(base, value.photoId),
    links: { self: { href: `${base}/projects/${user.username}/${value.id}.json` } },
  };
}

export function projectFull(
  value: RavelryProject,
  account: RavelryAccount,
  base: string,
  pattern: PatternOf,
) {
  const packs = value.stashIds.flatMap((stashId) => {
    const entry = account.stash.find((candidate) => candidate.id === stashId);
    return entry ? [pack({ ...entry.packs[0], id: entry.packs[0].id + 1_000_000 }, stashId, value.id)] : [];
  });
  return {
    ...projectInList(value, account.user, base, pattern),
    notes: value.notes,
    notes_html: `<p>${value.notes}</p>`,
    private_notes: null,
    packs,
    photos: value.photoId === null ? [] : [photo(base, value.photoId)],
    needle_sizes: [],
    tools: [],
  };
}

export function volume(value: RavelryVolume, base: string, pattern: PatternOf) {
  const record = pattern(value.patternId);
  return {
    id: value.id,
    title: record.name,
    author_name: record.designer,
    pattern_id: record.id,
    pattern_source_id: null,
    patterns_count: 1,
    product_id: record.free ? null : record.id + 10_000_000,
    has_downloads: true,
    cover_image_url: `${base}/photos/${record.id * 10}/medium.png`,
    small_image_url: `${base}/photos/${record.id * 10}/small.png`,
    square_image_url: `${base}/photos/${record.id * 10}/square.png`,
    created_at: value.createdAt,
  };
}

export function favorite(value: RavelryFavorite, base: string, pattern: PatternOf) {
  const line = lineOf(value.favoritedId);
  return {
    id: value.id,
    type: value.type,
    favorited_id: value.favoritedId,
    comment: value.comment,
    tag_list: value.tags.join(' '),
    created_at: value.createdAt,
    favorited:
      value.type === 'pattern'
        ? patternInList(pattern(value.favoritedId), base)
        : line
          ? yarnInList(line)
          : null,
  };
}

export const userJson = (user: RavelryAccount['user'], base: string) => ({
  id: user.id,
  username: user.username,
  first_name: user.firstName,
  location: user.location,
  about_me: 'A Ravelry account of local test data.',
  about_me_html: '<p>A Ravelry account of local test data.</p>',
  fave_colors: 'Teal',
  tiny_photo_url: `${base}/photos/${user.id}/square.png`,
  small_photo_url: `${base}/photos/${user.id}/small.png`,
  photo_url: `${base}/photos/${user.id}/medium.png`,
  large_photo_url: `${base}/photos/${user.id}/medium2.png`,
});
