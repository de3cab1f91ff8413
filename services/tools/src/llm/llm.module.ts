import { Module } from '@nestjs/common';
import { LlmClient } from './llm.client.js';

/** The OpenAI-compatible endpoint, for every feature of the service that writes words (the designer, the chat). */
@Module({ providers: [LlmClient], exports: [LlmClient] })
export class LlmModule {}
