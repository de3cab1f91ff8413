import { Module, type DynamicModule } from '@nestjs/common';
import { USER_DATA_INTERNAL_API } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { ROUTE_BODY_LIMITS, type RouteBodyLimit } from '../bootstrap/body-limits.js';
import { UserDataController } from './user-data.controller.js';
import { UserDataEngine } from './user-data.engine.js';
import { USER_DATA_SPEC, type UserDataSpec } from './user-data-spec.js';

/** The user-data variables, for the config of a service that keeps user data (`.extend`). */
export const UserDataEnvSchema = z.object({
  /** Body limit of the internal import: a whole export part, its photos and PDFs as base64 ('512mb', '1gb'). */
  USER_DATA_IMPORT_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(b|kb|mb|gb|tb|pb)?$/i, { error: 'expected a size such as 512mb or 1gb' })
    .default('512mb'),
});

export type UserDataEnv = z.output<typeof UserDataEnvSchema>;

/** Export, import, relink, discard and erase of one user's data, for a service's tables (`spec`). */
@Module({})
export class UserDataLifecycleModule {
  static forRoot(spec: UserDataSpec, env: UserDataEnv): DynamicModule {
    const importLimit: RouteBodyLimit = {
      path: USER_DATA_INTERNAL_API.import,
      limit: env.USER_DATA_IMPORT_LIMIT,
    };
    return {
      module: UserDataLifecycleModule,
      controllers: [UserDataController],
      providers: [
        { provide: USER_DATA_SPEC, useValue: spec },
        { provide: ROUTE_BODY_LIMITS, useValue: [importLimit] },
        UserDataEngine,
      ],
    };
  }
}
