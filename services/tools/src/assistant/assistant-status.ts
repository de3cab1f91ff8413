import { Injectable } from '@nestjs/common';
import type { AssistantStatusResponse } from '@yarn-mgmt/contracts';
import { LlmClient } from '../llm/llm.client.js';

/** How long one answer of the endpoint's model list stands: every open widget asks, the endpoint hears once. */
export const STATUS_CACHE_MS = 5_000;

const BASIC_MODE: AssistantStatusResponse = { success: false, model: null };

/**
 * 'AI Online' or 'Basic Mode' (DECISIONS 20): online only while the AI endpoint answers `GET /models`. Without
 * LLM_BASE_URL nothing is asked. One check is shared by the callers of the next STATUS_CACHE_MS.
 */
@Injectable()
export class AssistantStatus {
  private last: { at: number; status: Promise<AssistantStatusResponse> } | undefined;

  constructor(private readonly llm: LlmClient) {}

  check(): Promise<AssistantStatusResponse> {
    if (!this.llm.configured) return Promise.resolve(BASIC_MODE);
    const now = Date.now();
    if (!this.last || now - this.last.at >= STATUS_CACHE_MS) {
      this.last = { at: now, status: this.ask() };
    }
    return this.last.status;
  }

  private async ask(): Promise<AssistantStatusResponse> {
    const answer = await this.llm.models();
    return answer.ok ? { success: true, model: this.llm.model } : BASIC_MODE;
  }
}
