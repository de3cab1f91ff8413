// What the apps share as `zod` (index.mjs, sharedDependencies): zod's classic API as `import { z } from 'zod'` and
// its named exports, without what no app calls. A shared module is never tree-shaken, so sharing `zod` itself
// shipped every one of its ~50 locales, its compiler and JSON-Schema import to every first page (issue 23).
// Left out: z.locales, z.core, z.compile / z.withParser and z.fromJSONSchema. English messages stay: zod's
// schemas register them themselves.
import * as z from './zod-api.js';

export * from './zod-api.js';
export { z, z as default };
