import { Module, type DynamicModule } from '@nestjs/common';
import { UserDataController } from './user-data.controller.js';
import { UserDataEngine } from './user-data.engine.js';
import { USER_DATA_SPEC, type UserDataSpec } from './user-data-spec.js';

/** Export, import, relink, discard and erase of one user's data, for a service's tables (`spec`). */
@Module({})
export class UserDataModule {
  static forRoot(spec: UserDataSpec): DynamicModule {
    return {
      module: UserDataModule,
      controllers: [UserDataController],
      providers: [{ provide: USER_DATA_SPEC, useValue: spec }, UserDataEngine],
    };
  }
}
