import { Module } from '@nestjs/common';
import { LlmModule } from '../llm/llm.module.js';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { AiChat } from './ai/ai-chat.js';
import { AssistantSourcesFactory } from './assistant-sources.js';
import { AssistantStatus } from './assistant-status.js';
import { AssistantController } from './assistant.controller.js';
import { AssistantService } from './assistant.service.js';
import { chatThrottlerModule } from './chat-throttle.js';

/**
 * The yarn assistant (`/smart-recommendations`, issue 21): the built-in engine over the curated brand table and the
 * user's own data (inventory, patterns, deals), or the AI endpoint calling the same functions as tools.
 */
@Module({
  imports: [LlmModule, NeighboursModule, chatThrottlerModule()],
  controllers: [AssistantController],
  providers: [AssistantService, AssistantStatus, AssistantSourcesFactory, AiChat],
})
export class AssistantModule {}
