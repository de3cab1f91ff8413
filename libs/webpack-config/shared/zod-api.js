// zod/v4/classic/external.js (zod 4.6) minus locales, core, compile and fromJSONSchema: see ./zod.js.
// `zod-package` is an alias of the installed zod folder (index.mjs): these files are not in zod's exports map.
export * from 'zod-package/v4/classic/schemas.js';
export * from 'zod-package/v4/classic/checks.js';
export * from 'zod-package/v4/classic/errors.js';
export * from 'zod-package/v4/classic/parse.js';
export * from 'zod-package/v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  INVALID,
  toZod,
  getDiscriminatedOption,
} from 'zod-package/v4/core/index.js';
export { toJSONSchema } from 'zod-package/v4/core/json-schema-processors.js';
export { deepPartial } from 'zod-package/v4/classic/deep-partial.js';
export { input, output } from 'zod-package/v4/classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from 'zod-package/v4/classic/iso.js';
export * as iso from 'zod-package/v4/classic/iso.js';
export * as coerce from 'zod-package/v4/classic/coerce.js';
