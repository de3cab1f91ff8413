import { describe, expect, it } from '@jest/globals';
import { normalisePatternLines } from './normalise-text.js';
import { readPatternDocument } from './pattern-document.js';
import { readSizes } from './size-reading.js';

const sizes = (text: string) => readSizes(readPatternDocument(text)).sizes?.value;

describe('a markdown table', () => {
  it('sets its cells apart by spaces and drops the rule under its heading', () => {
    const lines = normalisePatternLines('| Size | Chest |\n|------|:-----:|\n| S | 34" |');
    expect(lines.some((line) => /\||---/.test(line))).toBe(false);
    expect(lines.join(' ')).toContain('34"');
  });
  it.each([
    ['| Size | Chest |\n|---|---|\n| S | 36" |\n| M | 40" |\n| L | 44" |', ['S', 'M', 'L']],
    [
      '| Size | Finished bust | Yardage |\n| --- | --- | --- |\n| XS | 32 | 700 |\n| S | 36 | 800 |',
      ['XS', 'S'],
    ],
    ['|Size|Chest|\n|:--|--:|\n|XS|30"|\n|S|34"|\n|M|38"|', ['XS', 'S', 'M']],
  ])('reads the sizes down its first column: %s', (table, expected) => {
    expect(sizes(`Tide Tee\n\n${table}\n\nYarn: DK`)).toEqual(expected);
  });
  it('leaves a line with a bar inside it alone', () => {
    expect(normalisePatternLines('Ivy Shawl | ivyknits.com')).toEqual(['Ivy Shawl | ivyknits.com']);
  });
});
