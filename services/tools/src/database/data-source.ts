import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const TOOLS_ENTITIES: ServiceDataSourceOptions['entities'] = [];

/** The tools database: its entities and its migrations, in order. */
export function toolsDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: TOOLS_ENTITIES,
    migrations: [],
    applicationName: 'yarn-tools',
  };
}
