import { Injectable } from '@nestjs/common';
import { SIMILAR_PATTERNS_MAX } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';

/**
 * How much each shared trait adds to a candidate's score (a knitter's sense of "like this one"): the same kind
 * of thing (category) matters most, then the same craft and the same yarn weight; yardage adds up to 2 the
 * closer it is (2 x smaller / larger); each shared tag and each shared technique adds 1, at most 3 of each.
 * Ties: newest first, then id, so the same library always gives the same list.
 */
export const SIMILARITY_WEIGHTS = {
  category: 4,
  craft: 3,
  yarnWeight: 2,
  yardage: 2,
  perTag: 1,
  perTechnique: 1,
  maxShared: 3,
} as const;

/** Counts of the candidates' names among the pattern's own (any case), per candidate. */
const sharedNames = (table: 'pattern_tags' | 'pattern_techniques', alias: string) =>
  `LEFT JOIN (SELECT x.pattern_id, count(*) AS n FROM ${table} x
     JOIN ${table} mine ON mine.pattern_id = $2 AND lower(mine.name) = lower(x.name)
     WHERE x.user_id = $1 GROUP BY x.pattern_id) ${alias} ON ${alias}.pattern_id = p.id`;

/** The user's other patterns most like one of theirs, scored in one query over their library. */
@Injectable()
export class SimilarRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Ids of at most 4 similar patterns, best first; patterns sharing nothing are left out. */
  async similarIds(userId: string, patternId: string): Promise<string[]> {
    const w = SIMILARITY_WEIGHTS;
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `WITH me AS (SELECT * FROM patterns WHERE id = $2 AND user_id = $1)
       SELECT p.id FROM (
         SELECT p.id, p.created_at,
           (CASE WHEN p.category_id = me.category_id THEN $3::int ELSE 0 END)
           + (CASE WHEN p.craft_type = me.craft_type THEN $4::int ELSE 0 END)
           + (CASE WHEN p.yarn_weight = me.yarn_weight THEN $5::int ELSE 0 END)
           + (CASE WHEN p.yardage_required > 0 AND me.yardage_required > 0
               THEN $6::numeric * LEAST(p.yardage_required, me.yardage_required)::numeric
                 / GREATEST(p.yardage_required, me.yardage_required) ELSE 0 END)
           + $7::int * LEAST(COALESCE(tags.n, 0), $9::int) + $8::int * LEAST(COALESCE(techniques.n, 0), $9::int) AS score
         FROM patterns p CROSS JOIN me
         ${sharedNames('pattern_tags', 'tags')}
         ${sharedNames('pattern_techniques', 'techniques')}
         WHERE p.user_id = $1 AND p.id <> $2
       ) p
       WHERE p.score > 0
       ORDER BY p.score DESC, p.created_at DESC, p.id
       LIMIT $10::int`,
      [
        userId,
        patternId,
        w.category,
        w.craft,
        w.yarnWeight,
        w.yardage,
        w.perTag,
        w.perTechnique,
        w.maxShared,
        SIMILAR_PATTERNS_MAX,
      ],
    );
    return rows.map((row) => row.id);
  }
}
