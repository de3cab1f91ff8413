import type { DesignerProjectType } from '../options.js';
import {
  ADULT_HEADS,
  BABY_BLANKETS,
  BED_BLANKETS,
  CHILD_FEET,
  CHILD_HANDS,
  CHILD_HEADS,
  MEN_FEET,
  MEN_HANDS,
  SCARVES,
  SHAWLS,
  THROWS,
  WOMEN_FEET,
  WOMEN_HANDS,
} from './accessory-tables.js';
import { BABY_SIZES, CHILD_SIZES, MEN_SIZES, WOMEN_SIZES } from './body-tables.js';

/** A measurement row of any size table: its label and its numbers. */
export type SizeRow = { label: string } & Record<string, number | string>;

/**
 * A size range graded together in one pattern: the words that choose it, and words that choose one of its
 * sizes. The first family of a project type is its default.
 */
export interface SizeFamily {
  name: string;
  adult: boolean;
  words: RegExp;
  rows: readonly SizeRow[];
  /** Size words per label ("medium" for M); a label matches itself too. */
  aliases?: Record<string, RegExp>;
}

const LETTERS: Record<string, RegExp> = {
  XS: /\b(?:xs|extra[\s-]?small|x[\s-]small)\b/i,
  S: /\b(?:s|small)\b/i,
  M: /\b(?:m|medium|med)\b/i,
  L: /\b(?:l|large)\b/i,
};
const rows = (table: readonly object[]) => table as readonly SizeRow[];

export const SIZE_FAMILIES: Record<DesignerProjectType, readonly SizeFamily[]> = {
  sweater: [
    {
      name: "Women's",
      adult: true,
      words: /\b(?:wom[ae]n'?s?|ladies|lady|female|misses)\b/i,
      rows: rows(WOMEN_SIZES),
      // Longer names first: "extra large" is 1X, not L.
      aliases: { '1X': /\b(?:1x|xl|extra[\s-]?large)\b/i, '2X': /\b(?:2x|xxl|2xl)\b/i, ...LETTERS },
    },
    {
      name: "Men's",
      adult: true,
      words: /\b(?:m[ae]n'?s?|male|gents?|unisex)\b/i,
      rows: rows(MEN_SIZES),
      aliases: {
        XXL: /\b(?:xxl|2xl|2x)\b/i,
        XL: /\b(?:xl|extra[\s-]?large)\b/i,
        S: LETTERS.S,
        M: LETTERS.M,
        L: LETTERS.L,
      },
    },
    {
      name: "Children's",
      adult: false,
      words: /\b(?:child(?:ren)?'?s?|kids?|toddler|youth|boys?|girls?|years?|yrs?)\b/i,
      rows: rows(CHILD_SIZES),
    },
    {
      name: 'Baby',
      adult: false,
      words: /\b(?:baby|babies|infant|newborn|months?|mos?)\b/i,
      rows: rows(BABY_SIZES),
    },
  ],
  hat: [
    {
      name: 'Adult',
      adult: true,
      words: /\b(?:adult|teen|wom[ae]n|m[ae]n|ladies|male|female)\b/i,
      rows: rows(ADULT_HEADS),
      aliases: {
        Teen: /\b(?:teen|s|small)\b/i,
        'Adult woman': /\b(?:wom[ae]n'?s?|ladies|female|m|medium)\b/i,
        'Adult man': /\b(?:m[ae]n'?s?|male|l|large)\b/i,
      },
    },
    {
      name: "Baby and children's",
      adult: false,
      words: /\b(?:preemie|premature|baby|infant|newborn|months?|toddler|child(?:ren)?|kids?)\b/i,
      rows: rows(CHILD_HEADS),
      aliases: {
        Preemie: /\b(?:preemie|premature)\b/i,
        Baby: /\b(?:baby|infant|newborn|months?)\b/i,
        Toddler: /\btoddler\b/i,
        Child: /\b(?:child|kids?)\b/i,
      },
    },
  ],
  socks: [
    {
      name: "Women's",
      adult: true,
      words: /\b(?:wom[ae]n'?s?|ladies|female)\b/i,
      rows: rows(WOMEN_FEET),
      aliases: LETTERS,
    },
    { name: "Men's", adult: true, words: /\b(?:m[ae]n'?s?|male)\b/i, rows: rows(MEN_FEET), aliases: LETTERS },
    {
      name: "Children's",
      adult: false,
      words: /\b(?:child(?:ren)?'?s?|kids?|toddler|youth)\b/i,
      rows: rows(CHILD_FEET),
      aliases: LETTERS,
    },
  ],
  gloves: [
    {
      name: "Women's",
      adult: true,
      words: /\b(?:wom[ae]n'?s?|ladies|female)\b/i,
      rows: rows(WOMEN_HANDS),
      aliases: LETTERS,
    },
    {
      name: "Men's",
      adult: true,
      words: /\b(?:m[ae]n'?s?|male)\b/i,
      rows: rows(MEN_HANDS),
      aliases: LETTERS,
    },
    {
      name: "Children's",
      adult: false,
      words: /\b(?:child(?:ren)?'?s?|kids?|toddler|youth|years?)\b/i,
      rows: rows(CHILD_HANDS),
    },
  ],
  scarf: [
    {
      name: 'Scarf',
      adult: true,
      words: /\bscarf\b/i,
      rows: rows(SCARVES),
      aliases: {
        Child: /\b(?:child|kids?)\b/i,
        Adult: /\b(?:adult|one[\s-]size|standard)\b/i,
        Long: /\b(?:long|extra[\s-]?long)\b/i,
      },
    },
  ],
  shawl: [
    {
      name: 'Shawl',
      adult: true,
      words: /\bshawl\b/i,
      rows: rows(SHAWLS),
      aliases: {
        Shawlette: /\b(?:shawlette|small|s)\b/i,
        Shawl: /\b(?:medium|m|regular)\b/i,
        Wrap: /\b(?:wrap|large|l)\b/i,
      },
    },
  ],
  blanket: [
    {
      name: 'Throw',
      adult: true,
      words: /\b(?:throw|lap(?:ghan)?|afghan|sofa|couch)\b/i,
      rows: rows(THROWS),
    },
    {
      name: 'Baby',
      adult: false,
      words: /\b(?:baby|crib|cot|nursery|receiving|stroller|preemie)\b/i,
      rows: rows(BABY_BLANKETS),
    },
    {
      name: 'Bed',
      adult: true,
      words: /\b(?:bed|twin|single|full|double|queen|king)\b/i,
      rows: rows(BED_BLANKETS),
      aliases: { Full: /\b(?:full|double)\b/i, Twin: /\b(?:twin|single)\b/i },
    },
  ],
};

/** The field an own measurement replaces, per project type. */
export const MEASUREMENT_KEY: Record<DesignerProjectType, string> = {
  sweater: 'chest',
  hat: 'head',
  socks: 'foot',
  gloves: 'hand',
  scarf: 'width',
  shawl: 'width',
  blanket: 'width',
};
