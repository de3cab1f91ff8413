import 'reflect-metadata';
import { ServiceModule, serviceJwtAuth, databaseTimeoutsOf } from '@yarn-mgmt/nest-kit';
import { UserDataLifecycleModule } from '@yarn-mgmt/nest-kit/user-data';
import { ActivityModule } from './activity/activity.module.js';
import { PROJECTS_USER_DATA } from './user-data/projects-user-data.js';
import { PROJECTS_CONFIG, type ProjectsConfig } from './config/projects.config.js';
import { projectsDataSourceOptions } from './database/data-source.js';
import { AllocationsModule } from './allocations/allocations.module.js';
import { CountersModule } from './counters/counters.module.js';
import { ExternalSyncModule } from './external-sync/external-sync.module.js';
import { ProjectsModule } from './projects/projects.module.js';

export const AppModule = {
  forRoot: (config: ProjectsConfig) =>
    ServiceModule.forRoot({
      globals: [{ provide: PROJECTS_CONFIG, useValue: config }],
      database: () => ({
        ...projectsDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      auth: serviceJwtAuth(config),
      // ActivityModule and ExternalSyncModule first: /projects/activity/recent and /projects/external-review must not
      // be taken for /projects/:id.
      features: [
        ActivityModule,
        ExternalSyncModule,
        ProjectsModule,
        AllocationsModule,
        CountersModule,
        UserDataLifecycleModule.forRoot(PROJECTS_USER_DATA, config),
      ],
    }),
};
