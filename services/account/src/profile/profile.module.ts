import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

@Module({
  imports: [UsersModule, SettingsModule, NeighboursModule, IntegrationsModule],
  controllers: [ProfileController],
  providers: [ProfileService, AvatarUploadInterceptor],
})
export class ProfileModule {}
