import { Injectable, Logger } from '@nestjs/common';
import {
  CHAT_TEXTS,
  type ChatContextMessage,
  type ChatInput,
  type ChatResponse,
  type RecommendationQueryInput,
  type RecommendationQueryResponse,
} from '@yarn-mgmt/contracts';
import { AiChat } from './ai/ai-chat.js';
import { AssistantSourcesFactory, type Caller } from './assistant-sources.js';
import { loadBrandTable } from './brands/brand-table.js';
import { answerQuestion, readQuestion, type EngineAnswer } from './engine/index.js';

/**
 * The yarn assistant's answers (issue 21, DECISIONS 20). With an AI endpoint set, the model answers through the
 * engine's functions, and a failed, late or unchecked answer is the built-in engine's for that message (mode
 * `keyword_fallback`); without one, the built-in engine answers (`built_in`), or the spec's fallback reply when it
 * cannot read the question (`keyword_fallback`). Messages are never stored, nor logged: a line per answer says
 * only its intent, mode and time.
 */
@Injectable()
export class AssistantService {
  private readonly logger = new Logger('Assistant');

  constructor(
    private readonly sources: AssistantSourcesFactory,
    private readonly ai: AiChat,
  ) {}

  async chat(input: ChatInput, caller: Caller): Promise<ChatResponse> {
    return this.answer('chat', input.message, input.context.previousMessages, caller);
  }

  /** Spec part 2 section 7: one question's recommendations and their explanation. */
  async query(input: RecommendationQueryInput, caller: Caller): Promise<RecommendationQueryResponse> {
    const answer = await this.answer('query', input.query, [], caller);
    return {
      success: answer.response !== null,
      recommendations: answer.recommendations,
      explanation: answer.response ?? answer.fallback_response ?? CHAT_TEXTS.fallbackReply,
      mode: answer.mode,
    };
  }

  private async answer(
    endpoint: 'chat' | 'query',
    message: string,
    previous: readonly ChatContextMessage[],
    caller: Caller,
  ): Promise<ChatResponse> {
    const started = performance.now();
    const table = loadBrandTable();
    const sources = this.sources.for(caller, table);
    const reading = readQuestion(message, previous, table);
    let answer: ChatResponse;
    let why = '';
    if (this.ai.enabled) {
      const ai = await this.ai.answer(message, previous, sources, table);
      if (ai.ok) {
        answer = {
          response: ai.response,
          fallback_response: null,
          mode: 'ai',
          recommendations: ai.recommendations,
          links: [],
          unavailable: ai.unavailable,
        };
      } else {
        why = `, the AI endpoint's answer not used (${ai.reason})`;
        answer = { ...fromEngine(await answerQuestion(reading, sources, table)), mode: 'keyword_fallback' };
      }
    } else {
      answer = fromEngine(await answerQuestion(reading, sources, table));
    }
    const ms = Math.round(performance.now() - started);
    this.logger.log(`${endpoint}: intent ${reading.intent}, mode ${answer.mode}${why}, ${ms} ms`);
    return answer;
  }
}

/** The engine's answer in the chat's shape: a question it cannot read gets the spec's fallback reply. */
function fromEngine(answer: EngineAnswer): ChatResponse {
  return {
    response: answer.text,
    fallback_response: answer.text === null ? CHAT_TEXTS.fallbackReply : null,
    mode: answer.text === null ? 'keyword_fallback' : 'built_in',
    recommendations: answer.recommendations,
    links: answer.links,
    unavailable: answer.unavailable,
  };
}
