import { Module } from '@nestjs/common';
import { UserStorageController } from './user-storage.controller.js';
import { UserStorageRepository } from './user-storage.repository.js';

/** What the account service asks about a user's whole data (`/internal/user-data/*`). */
@Module({
  controllers: [UserStorageController],
  providers: [UserStorageRepository],
})
export class UserDataModule {}
