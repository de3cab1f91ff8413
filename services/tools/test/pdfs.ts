import { makePatternPdf, makeScannedPatternPdf } from '@yarn-mgmt/testing';

/** A pattern as designers print one: its facts on the first page, the instructions running over to more. */
export const HAT_TEXT = [
  'Harbour Hat',
  'by Jane Doe',
  '',
  'Skill level: Intermediate',
  '',
  'Sizes: S (M, L)',
  'Yarn: Malabrigo Rios, worsted weight, 180 (210, 240) yds',
  'Needles: US 7 (4.5 mm) 16 in circular',
  'Notions: stitch marker, tapestry needle',
  '',
  'Gauge: 20 sts and 28 rows = 4 in in stockinette',
  '',
  ...Array.from({ length: 90 }, (_, row) => `Round ${row + 1}: k2, p2 around.`),
].join('\n');

/** The hat over three pages, with two pictures (a pattern's photos) on its first. */
export const hatPdf = () =>
  makePatternPdf(HAT_TEXT, {
    pictures: [
      { width: 160, height: 120, hue: 200 },
      { width: 120, height: 120, hue: 20 },
    ],
  });

export const SCARF_TEXT =
  'Seaside Scarf\nby Ann Purl\n\nSkill level: Easy\nYarn: 2 skeins of DK weight, 400 yds';
export const scannedScarfPdf = () => makeScannedPatternPdf(SCARF_TEXT, { fontSize: 14 });

export const pdfForm = (data: Uint8Array, name = 'pattern.pdf', type = 'application/pdf', field = 'pdf') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
};
