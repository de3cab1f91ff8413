import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BackupSettingsSchema,
  DisplaySettingsSchema,
  NotificationSettingsSchema,
  PreferencesSchema,
  PrivacySettingsSchema,
  type AccountOwnPart,
} from '@yarn-mgmt/contracts';
import { FILE_STORAGE, sniffImageType, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ConnectionsService } from '../integrations/connections.service.js';
import {
  SETTING_COLUMNS,
  preferencesPatch,
  toEditableSettings,
  toPreferences,
} from '../settings/settings.mapper.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountDataError } from './account-data.errors.js';

const name = z.string().max(100).nullable().optional();
const OwnPartSchema = z.object({
  profile: z.object({ first_name: name, last_name: name }).loose(),
  preferences: PreferencesSchema.partial().optional(),
  settings: NotificationSettingsSchema.extend(PrivacySettingsSchema.shape)
    .extend(DisplaySettingsSchema.shape)
    .extend(BackupSettingsSchema.shape)
    .partial()
    .optional(),
});

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * The account's own part of an export: profile names, preferences, settings, the avatar (with the photos) and
 * the linked services by name. E-mail, username, role, password and links are the caller's own and never restored.
 */
@Injectable()
export class AccountOwnData {
  private readonly logger = new Logger('AccountOwnData');

  constructor(
    private readonly users: UsersRepository,
    private readonly settings: SettingsRepository,
    private readonly connections: ConnectionsService,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async read(userId: string, includePhotos: boolean): Promise<AccountOwnPart> {
    const user = await this.users.findById(userId);
    const row = await this.settings.findOrCreate(userId);
    const links = await this.connections.linksOf(userId);
    const stream = includePhotos && user?.avatarKey ? await this.files.read(user.avatarKey) : null;
    return {
      profile: {
        username: user?.username ?? null,
        first_name: user?.firstName ?? null,
        last_name: user?.lastName ?? null,
      },
      preferences: toPreferences(row),
      settings: toEditableSettings(row),
      avatar:
        stream && user?.avatarMimeType
          ? { mime_type: user.avatarMimeType, content_base64: (await toBuffer(stream)).toString('base64') }
          : null,
      // Which services are linked, never their tokens: a link is made again with the provider, not restored.
      integrations: Object.entries(links).map(([provider, link]) => ({
        provider,
        account_name: link.accountName ?? '',
        connected_at: link.connectedAt ?? '',
        last_sync: link.lastSync,
      })),
    };
  }

  /** Refuses (400, before anything is imported) an own part this account could not take. */
  check(part: AccountOwnPart): void {
    const result = OwnPartSchema.safeParse(part);
    if (!result.success)
      throw new AccountDataError(
        'INVALID_DATA',
        `This export contains invalid data: account.${result.error.issues[0]?.path.join('.')}`,
      );
    if (part.avatar && !sniffImageType(Buffer.from(part.avatar.content_base64, 'base64')))
      throw new AccountDataError(
        'INVALID_DATA',
        'This export contains invalid data: account.avatar is not an image',
      );
  }

  async restore(userId: string, part: AccountOwnPart): Promise<void> {
    const own = OwnPartSchema.parse(part);
    const { settings = {}, preferences = {} } = own;
    const patch = {
      ...Object.fromEntries(
        Object.entries(settings).map(([key, value]) => [
          SETTING_COLUMNS[key as keyof typeof SETTING_COLUMNS],
          value,
        ]),
      ),
      ...preferencesPatch(preferences),
    };
    if (Object.keys(patch).length) await this.settings.update(userId, patch);
    const avatar = part.avatar ? Buffer.from(part.avatar.content_base64, 'base64') : undefined;
    const mimeType = avatar ? sniffImageType(avatar) : null;
    const key = avatar && mimeType ? `${userId}/avatar-${randomUUID()}` : undefined;
    if (key && avatar) await this.files.put(key, avatar);
    const changed = await this.users.updateProfile(userId, {
      ...(own.profile.first_name !== undefined ? { firstName: own.profile.first_name } : {}),
      ...(own.profile.last_name !== undefined ? { lastName: own.profile.last_name } : {}),
      ...(key && avatar
        ? {
            avatarKey: key,
            avatarMimeType: mimeType,
            avatarSizeBytes: avatar.length,
            avatarUpdatedAt: new Date(),
          }
        : {}),
    });
    if (key && changed?.previousAvatarKey) await this.removeFile(changed.previousAvatarKey);
  }

  /** The avatar file of a closed account, before its row goes. */
  async removeAvatar(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user?.avatarKey) await this.files.delete(user.avatarKey);
  }

  private async removeFile(key: string): Promise<void> {
    await this.files
      .delete(key)
      .catch((error: Error) => this.logger.warn(`could not remove ${key}: ${error.message}`));
  }
}
