import 'reflect-metadata';
import { ServiceModule, serviceJwtAuth, databaseTimeoutsOf } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { UserDataLifecycleModule } from '@yarn-mgmt/nest-kit/user-data';
import { WorkerPoolsModule } from '@yarn-mgmt/nest-kit/worker';
import { TOOLS_CONFIG, type ToolsConfig } from './config/tools.config.js';
import { toolsDataSourceOptions } from './database/data-source.js';
import { AiDesignerModule } from './ai-designer/ai-designer.module.js';
import { AssistantModule } from './assistant/assistant.module.js';
import { PdfProcessorModule } from './pdf-processor/pdf-processor.module.js';
import { TOOLS_USER_DATA } from './user-data/tools-user-data.js';

export const AppModule = {
  forRoot: (config: ToolsConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: TOOLS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'tools') },
      ],
      database: () => ({
        ...toolsDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      auth: serviceJwtAuth(config),
      features: [
        AiDesignerModule,
        PdfProcessorModule,
        AssistantModule,
        UserDataLifecycleModule.forRoot(TOOLS_USER_DATA, config),
        WorkerPoolsModule.forRoot(config),
      ],
    }),
};
