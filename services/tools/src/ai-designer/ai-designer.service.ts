import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  designerPdfFileName,
  type DesignerDocumentInput,
  type DesignerInput,
  type DesignerResponse,
  type DesignerWriter,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { DesignerInputError, generateDesign, type Design } from '@yarn-mgmt/domain/designer';
import { DomainError, RequestValidationException, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { PatternsClient } from '../neighbours/patterns.client.js';
import { DesignerError } from './ai-designer.errors.js';
import { shownPattern } from './design-wording.js';
import { toDesignerResponse } from './design-result.mapper.js';
import { libraryPattern } from './library-pattern.js';
import { renderPatternPdf } from './pattern-pdf.js';
import { PATTERN_WRITER, type PatternWriter } from './pattern-writer.js';

/** The engine's design of the input; an input it cannot design from is a 400 naming the field. */
function designOf({ wording: _wording, ...input }: DesignerInput & { wording?: unknown }): Design {
  try {
    return generateDesign(input);
  } catch (error) {
    if (error instanceof DesignerInputError)
      throw new RequestValidationException([{ path: error.field.split('.'), message: error.message }]);
    throw error;
  }
}

/** A refusal of the patterns service passed on as it said it (a full storage is a 413); anything else a 503. */
function patternsFailure(answer: Extract<NeighbourAnswer<unknown>, { ok: false }>): DomainError {
  if (answer.reason === 'refused' && answer.status)
    return new DomainError(
      'PATTERNS_REFUSED',
      answer.error ?? new DesignerError('PATTERNS_REFUSED').message,
      answer.status,
    );
  return new DesignerError('PATTERNS_UNAVAILABLE');
}

/**
 * The AI Pattern Designer: the engine computes and checks every number (in process: it is pure and fast), the
 * writer words it (the engine itself, or the AI endpoint with its answer checked). Save and Download rebuild the
 * same design from the same fields, with the wording the page showed checked again, so the file says what the
 * page said and every number in it is the engine's.
 */
@Injectable()
export class AiDesignerService {
  private readonly logger = new Logger(AiDesignerService.name);

  constructor(
    @Inject(PATTERN_WRITER) private readonly writer: PatternWriter,
    private readonly patterns: PatternsClient,
  ) {}

  async generate(input: DesignerInput): Promise<DesignerResponse> {
    const design = designOf(input);
    return toDesignerResponse(design, await this.writer.write(design));
  }

  /** Download: the pattern as a PDF file. */
  async pdf(input: DesignerDocumentInput): Promise<{ data: Buffer; fileName: string }> {
    const design = designOf(input);
    const pattern = shownPattern(design, input.wording);
    return { data: await renderPatternPdf(design, pattern), fileName: designerPdfFileName(pattern.title) };
  }

  /**
   * Save (DECISIONS 12): the pattern created in the user's library (as the user: their token) with the design's
   * fields, then its PDF attached. When the PDF cannot follow, the pattern is removed again: nothing is half-saved.
   */
  async save(bearer: string, input: DesignerDocumentInput): Promise<Pattern> {
    const design = designOf(input);
    const pattern = shownPattern(design, input.wording);
    const writer: DesignerWriter =
      pattern === design.pattern
        ? { source: 'engine', model: null, fallback: null }
        : { source: 'llm', model: null, fallback: null };
    const pdf = await renderPatternPdf(design, pattern);
    const created = await this.patterns.createPattern(bearer, libraryPattern(design, pattern, writer));
    if (!created.ok) throw patternsFailure(created);
    const attached = await this.patterns.attachPdf(
      bearer,
      created.value.id,
      pdf,
      designerPdfFileName(pattern.title),
    );
    if (attached.ok) return attached.value;
    const undone = await this.patterns.deletePattern(bearer, created.value.id);
    if (!undone)
      this.logger.warn(
        `pattern ${created.value.id} was created without its PDF and could not be removed again`,
      );
    throw patternsFailure(attached);
  }
}
