import { Injectable } from '@nestjs/common';
import {
  EXPORT_FILE_FORMAT,
  EXPORT_FILE_VERSION,
  USER_DATA_SERVICES,
  exportFileName,
  type ExportFormat,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import type { AuthUser } from '@yarn-mgmt/nest-kit';
import { UnauthorizedException } from '@nestjs/common';
import { DriveExportFiles } from '../integrations/drive-export-files.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountOwnData } from './account-own-data.js';
import type { EncodedExport } from './export-files.js';
import { encodeExportFile, writeExportFile } from './export-files.runner.js';
import { UserDataClient } from './user-data.client.js';

export interface ExportFile extends EncodedExport {
  fileName: string;
}

/** An export written to a file: its name for the user, type and size. */
export interface ExportedFile {
  fileName: string;
  contentType: string;
  size: number;
}

/** `POST /settings/export`: every service's part and the account's own, as one file (encoded in a worker). */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly client: UserDataClient,
    private readonly own: AccountOwnData,
    private readonly drivePdfs: DriveExportFiles,
  ) {}

  async export(
    caller: AuthUser,
    token: string,
    format: ExportFormat,
    includePhotos: boolean,
  ): Promise<ExportFile> {
    const { header, parts } = await this.collect(caller, token, includePhotos);
    const encoded = await encodeExportFile(header, parts, format);
    return { ...encoded, fileName: exportFileName(new Date(header.exported_at), encoded.extension) };
  }

  /**
   * The same export written to `path` (a backup): the worker writes it a file at a time, so a zip with photos is
   * never whole in this process's memory.
   */
  async exportToFile(
    caller: AuthUser,
    token: string,
    format: ExportFormat,
    includePhotos: boolean,
    path: string,
  ): Promise<ExportedFile> {
    const { header, parts } = await this.collect(caller, token, includePhotos);
    const written = await writeExportFile(header, parts, format, path);
    return {
      contentType: written.contentType,
      size: written.size,
      fileName: exportFileName(new Date(header.exported_at), written.extension),
    };
  }

  private async collect(caller: AuthUser, token: string, includePhotos: boolean) {
    const user = await this.users.findById(caller.id);
    if (!user) throw new UnauthorizedException();
    // Every part or none: one service down fails the export with a 503 naming it. The parts stay the bytes
    // the services answered until the worker parses and encodes them.
    const parts = await Promise.all(
      USER_DATA_SERVICES.map(async (service) => {
        const part = await this.client.export(service, token, includePhotos);
        // With the files: the pattern PDFs kept in the user's Google Drive too.
        return [service, includePhotos ? await this.drivePdfs.fill(user.id, part) : part] as const;
      }),
    );
    const header = {
      format: EXPORT_FILE_FORMAT,
      version: EXPORT_FILE_VERSION,
      exported_at: new Date().toISOString(),
      owner: { id: user.id, email: user.email },
      include_photos: includePhotos,
      account: await this.own.read(user.id, includePhotos),
    } as const;
    return { header, parts: Object.fromEntries(parts) as Record<UserDataService, Uint8Array> };
  }
}
