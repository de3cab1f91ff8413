import { Injectable } from '@nestjs/common';
import {
  EXPORT_FILE_FORMAT,
  EXPORT_FILE_VERSION,
  USER_DATA_SERVICES,
  exportFileName,
  type AccountExportDocument,
  type ExportFormat,
  type UserDataPart,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import type { AuthUser } from '@yarn-mgmt/nest-kit';
import { UnauthorizedException } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';
import { AccountOwnData } from './account-own-data.js';
import { encodeExport, type EncodedExport } from './export-files.js';
import { UserDataClient } from './user-data.client.js';

export interface ExportFile extends EncodedExport {
  fileName: string;
}

/** `POST /settings/export`: every service's part and the account's own, as one file. */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly client: UserDataClient,
    private readonly own: AccountOwnData,
  ) {}

  async export(
    caller: AuthUser,
    token: string,
    format: ExportFormat,
    includePhotos: boolean,
  ): Promise<ExportFile> {
    const document = await this.document(caller, token, includePhotos);
    const encoded = encodeExport(document, format);
    return { ...encoded, fileName: exportFileName(new Date(document.exported_at), encoded.extension) };
  }

  /** Every part or none: one service down fails the export with a 503 naming it. */
  async document(caller: AuthUser, token: string, includePhotos: boolean): Promise<AccountExportDocument> {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedException();
    const parts = await Promise.all(
      USER_DATA_SERVICES.map(
        async (service) => [service, await this.client.export(service, token, includePhotos)] as const,
      ),
    );
    return {
      format: EXPORT_FILE_FORMAT,
      version: EXPORT_FILE_VERSION,
      exported_at: new Date().toISOString(),
      owner: { id: user.id, email: user.email },
      include_photos: includePhotos,
      account: await this.own.read(user.id),
      parts: Object.fromEntries(parts) as Record<UserDataService, UserDataPart>,
    };
  }
}
