export * from './fake-ravelry.js';
export { RAVELRY_PAGINATOR_FIELDS, RAVELRY_DEFAULT_PAGE_SIZE, RAVELRY_MAX_PAGE_SIZE } from './ravelry-api.js';
export { RAVELRY_TITLE } from './ravelry-oauth.js';
export { seedRavelry } from './ravelry-seed.js';
export { ravelryPattern, type RavelryPatternRecord } from './ravelry-patterns.js';
export { RAVELRY_YARN_LINES, RAVELRY_YARN_WEIGHTS, type RavelryYarnLine } from './ravelry-yarns.js';
export * from '../oauth-provider/index.js';
