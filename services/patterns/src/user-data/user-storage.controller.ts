import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { USER_DATA_INTERNAL_API, type UserStorageUsage } from '@yarn-mgmt/contracts';
import { CurrentUser, type AuthUser } from '@yarn-mgmt/nest-kit';
import { UserStorageRepository } from './user-storage.repository.js';

/**
 * `GET /internal/user-data/storage`: the caller's pattern files and pattern count, summed by the account service into the
 * settings' storage_used. Called with the user's own token; not routed by the gateway (no `/internal` prefix).
 */
@ApiExcludeController()
@Controller()
export class UserStorageController {
  constructor(private readonly storage: UserStorageRepository) {}

  @Get(USER_DATA_INTERNAL_API.storage.slice(1))
  usage(@CurrentUser() user: AuthUser): Promise<UserStorageUsage> {
    return this.storage.usage(user.id);
  }
}
