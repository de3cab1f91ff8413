import { Module, type DynamicModule } from '@nestjs/common';
import { activityController } from './activity.controller.js';
import { activityEntity, type ActivityEntityClass, type ActivityKind } from './activity.entity.js';
import { ACTIVITY_TABLE, ActivityRepository, type ActivityTable } from './activity.repository.js';

export interface ActivityFeatureOptions {
  /** The one kind the service's rows are (its table's check constraint allows only it). */
  kind: ActivityKind;
  /** Where the service answers its feed: the contracts' `recentActivity` path. */
  path: string;
}

export interface ActivityFeature {
  /** The service's `activity` table, for its data source's entities. */
  entity: ActivityEntityClass;
  /** The feed's route and the `ActivityRepository` the service's features record with. */
  module: DynamicModule;
}

@Module({})
export class ActivityModule {}

/**
 * A service's activity feature, made once at load: `export const { entity, module } = activityFeature(...)`.
 * Every module that records imports that one `module` object, so Nest makes one instance of it.
 */
export function activityFeature({ kind, path }: ActivityFeatureOptions): ActivityFeature {
  const entity = activityEntity(kind);
  const table: ActivityTable = { entity, kind };
  return {
    entity,
    module: {
      module: ActivityModule,
      controllers: [activityController(path)],
      providers: [{ provide: ACTIVITY_TABLE, useValue: table }, ActivityRepository],
      exports: [ActivityRepository],
    },
  };
}
