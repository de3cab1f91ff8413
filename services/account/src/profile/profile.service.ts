import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  API_BASE_PATH,
  PROFILE_API,
  ProfileUpdateInputSchema,
  type Preferences,
  type Profile,
} from '@yarn-mgmt/contracts';
import { RequestValidationException } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import type { Readable } from 'node:stream';
import { ConnectionsService } from '../integrations/connections.service.js';
import { NeighboursClient } from '../neighbours/neighbours.client.js';
import { preferencesPatch, toPreferences } from '../settings/settings.mapper.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import type { StoredAvatar } from './avatar-upload.interceptor.js';
import { ProfileError } from './profile.errors.js';

/** The Profile page: who the user is, their preferences, their avatar, and counts from the other services. */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger(ProfileService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsRepository,
    private readonly neighbours: NeighboursClient,
    private readonly connections: ConnectionsService,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async get(userId: string, bearer: string): Promise<Profile> {
    const [user, settings, links, stash, patterns, projects] = await Promise.all([
      this.users.findById(userId),
      this.settings.findOrCreate(userId),
      this.connections.linksOf(userId),
      this.neighbours.stashCount(bearer),
      this.neighbours.patternCount(bearer),
      this.neighbours.projectCounts(bearer),
    ]);
    if (!user) throw new ProfileError('NOT_FOUND');
    return {
      ...this.identity(user),
      ravelry_username: links.ravelry?.accountName ?? null,
      google_drive_connected: links.google_drive?.connected ?? false,
      preferences: toPreferences(settings),
      stats: {
        totalYarn: stash.value ?? 0,
        totalPatterns: patterns.value ?? 0,
        totalProjects: projects.value?.total ?? 0,
        completedProjects: projects.value?.completed ?? 0,
      },
      stats_unavailable: [stash, patterns, projects].filter((f) => f.value === null).map((f) => f.service),
    };
  }

  /**
   * The names and, when one was uploaded, the avatar (which replaces the old one, whose file is removed). Bad
   * text fields refuse the whole request: the uploaded file is removed and nothing changes.
   */
  async update(
    userId: string,
    bearer: string,
    body: unknown,
    avatar: StoredAvatar | undefined,
  ): Promise<Profile> {
    const parsed = ProfileUpdateInputSchema.safeParse(body ?? {});
    if (!parsed.success) {
      if (avatar) await this.removeFile(avatar.storageKey);
      throw new RequestValidationException(parsed.error.issues);
    }
    let replaced: { previousAvatarKey: string | null } | null;
    try {
      replaced = await this.users.updateProfile(userId, {
        ...(parsed.data.first_name !== undefined ? { firstName: parsed.data.first_name } : {}),
        ...(parsed.data.last_name !== undefined ? { lastName: parsed.data.last_name } : {}),
        ...(avatar
          ? {
              avatarKey: avatar.storageKey,
              avatarMimeType: avatar.mimeType,
              avatarSizeBytes: avatar.size,
              avatarUpdatedAt: new Date(),
            }
          : {}),
      });
      if (!replaced) throw new ProfileError('NOT_FOUND');
    } catch (error) {
      if (avatar) await this.removeFile(avatar.storageKey);
      throw error;
    }
    if (avatar && replaced.previousAvatarKey) await this.removeFile(replaced.previousAvatarKey);
    return this.get(userId, bearer);
  }

  /** The caller's own avatar; without one (or its file) a 404. */
  async avatar(userId: string): Promise<{ stream: Readable; mimeType: string; size: number }> {
    const user = await this.users.findById(userId);
    const stream = user?.avatarKey ? await this.files.read(user.avatarKey) : null;
    if (!user?.avatarMimeType || !stream) throw new ProfileError('AVATAR_NOT_FOUND');
    return { stream, mimeType: user.avatarMimeType, size: user.avatarSizeBytes ?? 0 };
  }

  /** Merges the keys sent into the stored preferences; answers the whole object. */
  async updatePreferences(userId: string, preferences: Partial<Preferences>): Promise<Preferences> {
    return toPreferences(await this.settings.update(userId, preferencesPatch(preferences)));
  }

  private identity(
    user: UserEntity,
  ): Omit<
    Profile,
    'ravelry_username' | 'google_drive_connected' | 'preferences' | 'stats' | 'stats_unavailable'
  > {
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      avatar_url:
        user.avatarKey && user.avatarUpdatedAt
          ? `${API_BASE_PATH}${PROFILE_API.avatar}?v=${user.avatarUpdatedAt.getTime()}`
          : null,
      created_at: user.createdAt.toISOString(),
    };
  }

  /** A file that cannot be removed is logged, never an error for the user. */
  private async removeFile(key: string): Promise<void> {
    try {
      await this.files.delete(key);
    } catch (error) {
      this.logger.warn(`could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
