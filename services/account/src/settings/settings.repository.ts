import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserSettingsEntity } from './user-settings.entity.js';

export type SettingsPatch = Partial<Omit<UserSettingsEntity, 'userId' | 'user' | 'updatedAt'>>;

/** The user's one settings row, made with the defaults the first time it is read or written. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOrCreate(userId: string): Promise<UserSettingsEntity> {
    const settings = this.dataSource.getRepository(UserSettingsEntity);
    await settings.createQueryBuilder().insert().values({ userId }).orIgnore().execute();
    return settings.findOneByOrFail({ userId });
  }

  /** Changes only the columns in `patch`; answers the whole row after the change. */
  async update(userId: string, patch: SettingsPatch): Promise<UserSettingsEntity> {
    await this.findOrCreate(userId);
    if (Object.keys(patch).length) {
      await this.dataSource.getRepository(UserSettingsEntity).update({ userId }, patch);
    }
    return this.dataSource.getRepository(UserSettingsEntity).findOneByOrFail({ userId });
  }
}
