import { describe, expect, it } from '@jest/globals';
import { readPatternDocument } from './pattern-document.js';
import { PATTERN_TECHNIQUES, readTechniques } from './techniques.js';

const techniques = (text: string) => readTechniques(readPatternDocument(text)).techniques?.value;

describe('readTechniques', () => {
  it('names techniques in their canonical spelling, whatever the printed one', () => {
    expect(
      techniques('Worked Top Down, seamlessly, in-the-round, with an I-cord bind off and German short-rows.'),
    ).toEqual(['short rows', 'top-down', 'in the round', 'i-cord']);
    expect(techniques('Stranded colourwork yoke; C4F cable crossings.')).toEqual(['cables', 'colorwork']);
  });

  it("names a sock's direction as every other item's, and leaves seamless and magic loop to the construction", () => {
    expect(techniques('Socks worked cuff-down on DPNs or magic loop, seamlessly.')).toEqual([
      'top-down',
      'in the round',
    ]);
    expect(techniques('Worked from the toe up with a short-row heel.')).toEqual(['short rows', 'bottom-up']);
  });

  it('is not misled by a cable cast-on, a circular cable, lace-weight yarn or "no lace"', () => {
    const text =
      'Yarn: Gossamer Lace, lace weight\n\nCast on with the cable cast-on on an 80 cm cable. No lace.';
    expect(techniques(text)).toBeUndefined();
  });

  it('reads openwork as lace', () => {
    expect(techniques('Continue the sides in the openwork mesh pattern.')).toEqual(['lace']);
    expect(techniques('A cardigan in an open-work fan stitch.')).toEqual(['lace']);
  });

  it('returns only words of its vocabulary, which is lower case and has no duplicates', () => {
    const all = techniques(PATTERN_TECHNIQUES.join('. ')) ?? [];
    expect(all.every((t) => (PATTERN_TECHNIQUES as readonly string[]).includes(t))).toBe(true);
    expect(PATTERN_TECHNIQUES.every((t) => t === t.toLowerCase())).toBe(true);
    expect(new Set(PATTERN_TECHNIQUES).size).toBe(PATTERN_TECHNIQUES.length);
  });

  it('knows feather and fan for lace, and reads techniques named in a labelled line', () => {
    expect(techniques('Feather-and-fan waves.\nWorked in entrelac: base triangles first.')).toEqual([
      'lace',
      'entrelac',
    ]);
  });

  it('reads mitts worked from the cuff up as bottom-up', () => {
    expect(techniques('Worked from the cuff up.')).toEqual(['bottom-up']);
  });

  it('reads a hat begun at its brim as bottom-up, and a measurement from the brim as nothing', () => {
    expect(techniques('Knitted from the brim upwards.')).toEqual(['bottom-up']);
    expect(techniques('Made flat from the folded brim to the top, then seamed.')).toEqual(['bottom-up']);
    expect(techniques('The toque is crocheted from the brim.')).toEqual(['bottom-up']);
    expect(techniques('Knit until the piece measures 18 cm from the brim.')).toBeUndefined();
    expect(techniques('Place a marker 5 cm from the brim.')).toBeUndefined();
  });

  it('does not take the yarn section\'s "double knitting" for the technique', () => {
    expect(techniques('Yarn: 5 balls of double knitting\n\nWorked flat.')).toBeUndefined();
    expect(techniques('A reversible scarf in double knitting.')).toEqual(['double knitting']);
  });

  it('takes a capitalised "Double Knitting" after a yarn\'s name for the yarn, not the technique', () => {
    expect(techniques('SUNNY BLANKET\nin Stylecraft Special for Babies Double Knitting')).toBeUndefined();
    expect(techniques('A reversible scarf in double knitting.')).toEqual(['double knitting']);
  });

  it("reads lacy shells as lace, and leaves out a toy's bead warning", () => {
    expect(techniques('A wrap of lacy fans, worked flat.')).toEqual(['lace']);
    expect(techniques('Safety: a toy for a baby must never have buttons or beads sewn on.')).toBeUndefined();
    expect(techniques('Thread 120 beads onto the yarn before casting on.')).toEqual(['beading']);
  });

  it("reads a body begun at its lower edge as bottom-up, and a hook's cable as no cabling", () => {
    expect(techniques('The back is knitted flat from the lower edge to the shoulders.')).toEqual([
      'bottom-up',
    ]);
    expect(techniques('You need a 6 mm Tunisian hook with a long cable.')).toEqual(['tunisian crochet']);
    expect(techniques('Work the cable panel from Chart A.')).toEqual(['cables']);
  });

  it('reads Fair Isle as colourwork too, and "no DPNs needed" as no rounds', () => {
    expect(techniques('A Fair Isle yoke, knitted flat and seamed.')).toEqual(['colorwork', 'fair isle']);
    expect(techniques('Knit flat in one piece, so no DPNs needed!')).toBeUndefined();
  });

  it('leaves a flat motif worked in rounds out of "in the round": a doily, coasters, a granny-square blanket', () => {
    const rounds =
      'Rnd 1: ch 3, 11 dc in ring; join.\nRnd 2: ch 3, dc in same st, 2 dc in each st around; join.';
    expect(techniques(`Pineapple Star Doily\nby Ada Moss\n\n${rounds}`)).toBeUndefined();
    expect(techniques(`Granny Square Vest\n\n${rounds}`)).toEqual(['granny square']);
    expect(techniques(`Sunny Beanie\n\n${rounds}`)).toEqual(['in the round']);
    expect(techniques(`Granny Stripe Cowl\n\n${rounds}`)).toEqual(['in the round']);
  });

  it("does not take double-pointed needles for an i-cord, or a flower's rounds, as a piece worked in the round", () => {
    const toy =
      'NEEDLES\n3.25 mm needles\n3.25 mm double-pointed needles, for the tail\n\nAll pieces are knitted flat and sewn together. Work an i-cord tail on the dpns.';
    expect(techniques(toy)).toEqual(['i-cord']);
    const cardigan =
      'The cardigan is worked top-down; the sleeves are worked in rows and sewn in.\nFLOWER: ch 4, join. Rnd 1: 10 sc into ring.';
    expect(techniques(cardigan)).toEqual(['top-down']);
    const sock = `Knit the heel flap flat, then pick up for the gusset. ${'Rnd 1: knit. '.repeat(4)}Sew the toe seam.`;
    expect(techniques(sock)).toEqual(['in the round']);
  });

  it("does not take a row's way across a piece worked from side to side for the piece's direction", () => {
    expect(
      techniques('Worked in rows from side to side; each row runs from the brim to the crown.'),
    ).toBeUndefined();
    expect(
      techniques(
        'The panels are worked flat from the bottom up, starting with a ribbed hem worked sideways.',
      ),
    ).toEqual(['bottom-up']);
  });

  it('reads i-cords, a granny afghan, and not a bobble-free coat, soft double knitting or dpns for an i-cord', () => {
    expect(techniques('The ties are simple i-cords sewn to the fronts.')).toEqual(['i-cord']);
    expect(techniques('GRANNY MOTIF THROW\nEach motif measures 4 in.')).toEqual(['granny square']);
    expect(techniques('A lamb with a bobble-free coat.')).toBeUndefined();
    expect(techniques('Knitted in soft double knitting, it washes well.')).toBeUndefined();
    expect(
      techniques(
        'Two 5 mm double-pointed needles for the applied i-cord edging.\nThe blanket is worked flat.',
      ),
    ).toEqual(['i-cord']);
  });

  it("takes double-pointed needles in a pattern with an i-cord and no rounds for the i-cord's", () => {
    expect(techniques('Cast on 3 sts onto a dpn. *K2, ssk, slide the sts; work the i-cord edging.')).toEqual([
      'i-cord',
    ]);
    expect(techniques('Work the hat on dpns. Rnd 1: knit. Finish with an i-cord loop.')).toEqual([
      'in the round',
      'i-cord',
    ]);
  });

  it("reads 'from the cuff upwards', no 'no short rows', and nothing from the guild's news", () => {
    expect(techniques('Worked in the round from the cuff upwards.')).toEqual(['bottom-up', 'in the round']);
    expect(techniques('Simple shaping: no short rows anywhere.')).toBeUndefined();
    expect(
      techniques('Worked flat.\n\nGUILD NEWS\n· Spring workshop: "Steeks without fear", bring a swatch.'),
    ).toBeUndefined();
  });
});
