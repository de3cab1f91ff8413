import type { DesignerProjectType } from '../options.js';
import type { BuildContext, BuildResult } from './context.js';
import { buildBlanket } from './flat/blanket.js';
import { buildScarf } from './flat/scarf.js';
import { buildShawl } from './flat/shawl.js';
import { buildGloves } from './gloves/index.js';
import { buildHat } from './hat/index.js';
import { buildSocks } from './socks/index.js';
import { buildSweater } from './sweater/index.js';

/** One builder per project type of the spec's list. */
export const BUILDERS: Record<DesignerProjectType, (ctx: BuildContext) => BuildResult> = {
  sweater: buildSweater,
  scarf: buildScarf,
  hat: buildHat,
  socks: buildSocks,
  blanket: buildBlanket,
  shawl: buildShawl,
  gloves: buildGloves,
};
