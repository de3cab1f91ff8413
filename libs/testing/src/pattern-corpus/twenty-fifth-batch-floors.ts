import type { PatternReadingField } from '@yarn-mgmt/contracts';

/**
 * The twenty-fifth real-world batch's floor (20 texts: kids' and baby items, crochet garments, socks and slippers by
 * shoe size, translations, a vintage leaflet; its writer given the techniques' vocabulary): precision and recall per
 * field exactly as first measured, blind, on the reader of a00f44d (session 20, after the twenty-fourth's misses were
 * read), 19 wrong values (9 sure). The reader of session 18's end (fba409f) read it with title 90, designer 100,
 * gauge 94.4 / 85, sizes 87.5 / 73.7, techniques 70, 22 wrong (15 sure). Fields not named are at 100 %.
 */
export const TWENTY_FIFTH_BATCH_FLOORS: Partial<
  Record<PatternReadingField, { precision: number; recall: number }>
> = {
  title: { precision: 19 / 20, recall: 19 / 20 },
  designer: { precision: 19 / 20, recall: 1 },
  yardage: { precision: 11 / 20, recall: 11 / 20 },
  gauge: { precision: 18 / 19, recall: 18 / 20 },
  needle_sizes: { precision: 16 / 18, recall: 16 / 20 },
  sizes: { precision: 14 / 18, recall: 14 / 19 },
  techniques: { precision: 19 / 20, recall: 19 / 20 },
};
