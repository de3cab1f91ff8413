import type { PatternReading } from '@yarn-mgmt/contracts';
import { checkConsistency } from './consistency.js';
import { readCraftType } from './craft-type.js';
import { readGauge } from './gauge.js';
import { readPatternDocument } from './pattern-document.js';
import { impliedOneSize, readSizes } from './size-reading.js';
import { readTechniques } from './techniques.js';
import { readTitleAndDesigner } from './title-designer.js';
import { readToolSizes } from './tool-sizes.js';
import { readYardage } from './yardage.js';
import { readYarnWeight } from './yarn-weight.js';

/**
 * Reads a knitting or crochet pattern's prose (typed, pasted or extracted from a PDF) into structured fields.
 * Each field found carries a confidence (0-1) and the text it came from; a field the text does not give is
 * absent. Pure and synchronous: a 30-page pattern takes a few milliseconds.
 */
export function readPatternText(text: string): PatternReading {
  const document = readPatternDocument(text);
  const { craft_type } = readCraftType(document.text);
  const named = readTitleAndDesigner(document.lines);
  const listed = readSizes(document);
  const { sizes } = listed.sizes ? listed : impliedOneSize(named.title?.value);
  const reading: PatternReading = {
    ...named,
    ...(craft_type ? { craft_type } : {}),
    ...readYarnWeight(document),
    ...readYardage(document, sizes?.value),
    ...readGauge(document),
    ...readToolSizes(document, craft_type?.value),
    ...(sizes ? { sizes } : {}),
    ...readTechniques(document),
  };
  // Fields that do not hang together (amounts not one per size, a gauge far from the yarn's) are read less surely.
  return checkConsistency(reading, document.lines);
}
