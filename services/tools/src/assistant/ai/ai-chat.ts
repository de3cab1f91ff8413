import { Inject, Injectable } from '@nestjs/common';
import type { ChatContextMessage, ChatSource, Recommendation } from '@yarn-mgmt/contracts';
import { TOOLS_CONFIG, type ToolsConfig } from '../../config/tools.config.js';
import { LlmClient, type LlmFailure, type LlmMessage } from '../../llm/llm.client.js';
import type { AssistantSources, BrandTable } from '../engine/index.js';
import { checkAiAnswer } from './ai-answer.js';
import { AI_TOOLS } from './ai-tool-definitions.js';
import { AiToolbox } from './ai-tools.js';

/** Turns of one message's conversation at most: tool rounds, then the answer (the last turn may call no tool). */
export const AI_MAX_TURNS = 4;
/** Tool calls one turn may ask for at most (a model asking for more is answered by the built-in engine). */
export const AI_MAX_CALLS_PER_TURN = 6;

export const AI_SYSTEM_PROMPT = [
  'You are the Yarn Assistant of a knitting and crochet app. Answer the knitter in one to four short, friendly sentences.',
  'Every fact must come from a tool result: brand scores and prices (brand_facts, compare_brands), yarn suggestions',
  '(search_yarn), deals (brand_deals), the knitter’s own stash (stash_totals) and skein counts (skeins_for).',
  'Never name a yarn brand or line the tools did not return, and never state a price, score or amount of your own.',
  'When a tool says the knitter is signed out or a service did not answer, say so in their words.',
  'End with a JSON object only: {"response": "<your answer>", "recommendations": [{"brand_name": "<brand>", "line": "<line or null>"}]}.',
  'Give recommendations only when the knitter asks for yarn suggestions: at most five lines that search_yarn returned; otherwise [].',
].join(' ');

/** Why the endpoint's answer was not used: the LLM client's failures, or an answer that failed the checks. */
export type AiFailure = LlmFailure | 'malformed' | 'unknown_brand' | 'too_many_turns';

export type AiChatOutcome =
  | {
      ok: true;
      response: string;
      recommendations: Recommendation[];
      unavailable: ChatSource[];
      model: string;
    }
  | { ok: false; reason: AiFailure };

/**
 * The chat with the AI endpoint (DECISIONS 20 and 30): the question and the last messages go out, the model calls
 * the engine's functions as tools (a few turns at most, all within one LLM_TIMEOUT_MS), and its final answer is
 * checked against the brand table. Any failure is the caller's cue to answer with the built-in engine.
 */
@Injectable()
export class AiChat {
  constructor(
    private readonly llm: LlmClient,
    @Inject(TOOLS_CONFIG) private readonly config: ToolsConfig,
  ) {}

  get enabled(): boolean {
    return this.llm.configured;
  }

  async answer(
    message: string,
    previous: readonly ChatContextMessage[],
    sources: AssistantSources,
    table: BrandTable,
  ): Promise<AiChatOutcome> {
    const deadline = Date.now() + this.config.LLM_TIMEOUT_MS;
    const toolbox = new AiToolbox(sources, table);
    const messages: LlmMessage[] = [
      { role: 'system', content: AI_SYSTEM_PROMPT },
      ...previous.map((each): LlmMessage => ({ role: each.role, content: each.content })),
      { role: 'user', content: message },
    ];
    for (let turn = 1; turn <= AI_MAX_TURNS; turn += 1) {
      const last = turn === AI_MAX_TURNS;
      const reply = await this.llm.turn(messages, {
        json: true,
        tools: AI_TOOLS,
        toolChoice: last ? 'none' : 'auto',
        timeoutMs: deadline - Date.now(),
      });
      if (!reply.ok) return reply;
      if (reply.toolCalls.length === 0) {
        const checked = checkAiAnswer(reply.content ?? '', table);
        if (!checked.ok) return { ok: false, reason: checked.reason };
        return {
          ok: true,
          response: checked.response,
          recommendations: checked.recommendations,
          unavailable: [...toolbox.unavailable],
          model: reply.model,
        };
      }
      if (last || reply.toolCalls.length > AI_MAX_CALLS_PER_TURN)
        return { ok: false, reason: 'too_many_turns' };
      messages.push({ role: 'assistant', content: reply.content, toolCalls: reply.toolCalls });
      for (const call of reply.toolCalls) {
        messages.push({ role: 'tool', toolCallId: call.id, content: await toolbox.run(call) });
      }
    }
    return { ok: false, reason: 'too_many_turns' };
  }
}
