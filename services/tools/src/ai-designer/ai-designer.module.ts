import { Module } from '@nestjs/common';
import { LlmClient } from '../llm/llm.client.js';
import { LlmModule } from '../llm/llm.module.js';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { AiDesignerController } from './ai-designer.controller.js';
import { AiDesignerService } from './ai-designer.service.js';
import { EngineWriter, LlmWriter, PATTERN_WRITER } from './pattern-writer.js';

/**
 * The AI Pattern Designer (`/ai-designer`): generate, Save to the library, Download as a PDF. Its words come from
 * the built-in engine, or from the OpenAI-compatible endpoint when LLM_BASE_URL is set (DECISIONS 20).
 */
@Module({
  imports: [LlmModule, NeighboursModule],
  controllers: [AiDesignerController],
  providers: [
    AiDesignerService,
    {
      provide: PATTERN_WRITER,
      useFactory: (llm: LlmClient) => (llm.configured ? new LlmWriter(llm) : new EngineWriter()),
      inject: [LlmClient],
    },
  ],
})
export class AiDesignerModule {}
