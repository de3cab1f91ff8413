import { Injectable } from '@nestjs/common';
import { PatternsClient, type PatternNeeds } from '../neighbours/patterns.client.js';
import { patternSize } from './project.mapper.js';
import { ProjectError } from './projects.errors.js';
import type { ProjectValues } from './projects.repository.js';

/** A project's pattern: read from the patterns service, and what the project keeps of it. */
@Injectable()
export class ProjectPatterns {
  constructor(private readonly client: PatternsClient) {}

  /**
   * The user's pattern. Not theirs or not there: 400. The patterns service down, slow or failing: 503, and the
   * caller saves nothing (a project made from a pattern without its title and yardage would look finished and
   * be wrong; the knitter tries again in a moment instead).
   */
  async read(bearer: string, id: string): Promise<PatternNeeds> {
    const answer = await this.client.pattern(bearer, id);
    if (answer.ok) return answer.value;
    if (answer.reason === 'refused' && answer.status === 404) throw new ProjectError('PATTERN_NOT_FOUND');
    throw new ProjectError('PATTERNS_UNAVAILABLE');
  }

  /** The sizes a project of this pattern can be made in: those it lists, then those it gives yardage for. */
  sizes(pattern: PatternNeeds): string[] {
    const sizes = [...pattern.sizes_available];
    for (const row of pattern.yardage_by_size) {
      if (row.size && !patternSize(sizes, row.size)) sizes.push(row.size);
    }
    return sizes;
  }

  /** The chosen size in the pattern's own spelling; a size the pattern does not have is a 400. */
  sizeOf(pattern: PatternNeeds, size: string | null): string | null {
    const sizes = this.sizes(pattern);
    if (size === null || sizes.length === 0) return size;
    const found = patternSize(sizes, size);
    if (found === undefined) throw new ProjectError('UNKNOWN_SIZE');
    return found;
  }

  /** What the project shows of its pattern without asking the patterns service again. */
  snapshot(pattern: PatternNeeds): ProjectValues {
    return {
      patternId: pattern.id,
      patternTitle: pattern.title,
      patternCraftType: pattern.craft_type,
      patternYarnWeight: pattern.yarn_weight,
      patternSizes: this.sizes(pattern),
      patternYardageBySize: pattern.yardage_by_size,
      patternYardageRequired: pattern.yardage_required,
    };
  }

  /** A project unlinked from its pattern keeps its name and forgets the rest. */
  static readonly none: ProjectValues = {
    patternId: null,
    patternTitle: null,
    patternCraftType: null,
    patternYarnWeight: null,
    patternSizes: [],
    patternYardageBySize: [],
    patternYardageRequired: null,
  };
}
