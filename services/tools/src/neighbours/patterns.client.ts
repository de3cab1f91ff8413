import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  PATTERN_PDF_FIELD,
  PATTERNS_API,
  PatternListResponseSchema,
  PatternSchema,
  type Pattern,
  type RawPatternCreateInput,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';

/** The assistant's "what can I make?" reads this many of the makeable patterns, newest first. */
export const MAKEABLE_PATTERNS_READ = 24;

/**
 * The patterns service, called with the user's own bearer token (another user's pattern is a 404 there too):
 * within PATTERNS_TIMEOUT_MS, Save to Library sends it the PDF the processor kept, and the designer's Save creates
 * the pattern, attaches its PDF, and removes the pattern again when the PDF cannot follow; within
 * PATTERNS_READ_TIMEOUT_MS, the assistant reads the patterns the user's stash can make.
 */
@Injectable()
export class PatternsClient {
  private readonly patterns: NeighbourClient;
  private readonly reads: NeighbourClient;

  constructor(@Inject(TOOLS_CONFIG) config: ToolsConfig, @Optional() requestLog?: RequestLog) {
    this.patterns = new NeighbourClient({
      service: 'patterns',
      baseUrl: config.PATTERNS_URL,
      timeoutMs: config.PATTERNS_TIMEOUT_MS,
      requestLog,
    });
    this.reads = new NeighbourClient({
      service: 'patterns',
      baseUrl: config.PATTERNS_URL,
      timeoutMs: config.PATTERNS_READ_TIMEOUT_MS,
      requestLog,
    });
  }

  /** `GET /patterns?makeable=true`: the user's patterns their stash can make (the patterns service asks inventory). */
  async makeablePatterns(bearer: string): Promise<NeighbourAnswer<Pattern[]>> {
    const answer = await this.reads.json(
      {
        path: `${PATTERNS_API.patterns}?makeable=true&limit=${MAKEABLE_PATTERNS_READ}`,
        auth: { authorization: bearer },
      },
      PatternListResponseSchema,
    );
    return answer.ok ? { ok: true, value: answer.value.patterns } : answer;
  }

  /**
   * `POST /patterns/{id}/file` (multipart `file`): attaches the PDF to the user's pattern, replacing any. A Blob
   * (one `fs.openAsBlob` made is streamed from disk, never held whole) is sent as it is typed: `application/pdf`.
   */
  attachPdf(
    bearer: string,
    patternId: string,
    pdf: Blob | Uint8Array,
    fileName: string,
  ): Promise<NeighbourAnswer<Pattern>> {
    const file = pdf instanceof Blob ? pdf : new Blob([new Uint8Array(pdf)], { type: 'application/pdf' });
    const form = new FormData();
    form.append(PATTERN_PDF_FIELD, file, fileName);
    return this.patterns.json(
      { method: 'POST', path: PATTERNS_API.file(patternId), auth: { authorization: bearer }, form },
      PatternSchema,
    );
  }

  /** `POST /patterns`: a new pattern in the user's library. */
  createPattern(bearer: string, pattern: RawPatternCreateInput): Promise<NeighbourAnswer<Pattern>> {
    return this.patterns.json(
      { method: 'POST', path: PATTERNS_API.patterns, auth: { authorization: bearer }, json: pattern },
      PatternSchema,
    );
  }

  /** `DELETE /patterns/{id}`: undoes a create whose file could not follow. */
  async deletePattern(bearer: string, patternId: string): Promise<boolean> {
    const answer = await this.patterns.bytes({
      method: 'DELETE',
      path: PATTERNS_API.pattern(patternId),
      auth: { authorization: bearer },
    });
    return answer.ok || answer.status === 404;
  }
}
