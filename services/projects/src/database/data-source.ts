import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { ActivityEntity } from '../activity/activity.module.js';
import { AllocationEntity, ProjectUsageEntity } from '../allocations/allocation.entity.js';
import { ProjectCounterEntity, ProjectEntity } from '../projects/project.entity.js';
import { CreateProjects1765000000000 } from './migrations/1765000000000-CreateProjects.js';
import { ProjectExternalLinks1766100000000 } from './migrations/1766100000000-ProjectExternalLinks.js';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const PROJECTS_ENTITIES = [
  ProjectEntity,
  ProjectCounterEntity,
  AllocationEntity,
  ProjectUsageEntity,
  ActivityEntity,
];

/** The projects database: its entities and its migrations, in order. */
export function projectsDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: PROJECTS_ENTITIES,
    migrations: [CreateProjects1765000000000, ProjectExternalLinks1766100000000],
    applicationName: 'yarn-projects',
  };
}
