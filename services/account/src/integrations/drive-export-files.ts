import { Inject, Injectable, Logger } from '@nestjs/common';
import type { UserDataFile, UserDataPart, UserDataRow } from '@yarn-mgmt/contracts';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { GoogleDriveFiles } from './google-drive-files.js';
import { IntegrationTokens } from './integration-tokens.service.js';
import { IntegrationError } from './integrations.errors.js';

/** The patterns service's table of pattern PDFs and its column naming a file kept in the owner's Drive. */
export const DRIVE_HELD_TABLE = 'pattern_files';
const DRIVE_COLUMN = 'drive_file_id';

/** The part's file rows held in Drive that carry no bytes in it yet. */
export function driveHeldRows(part: UserDataPart): UserDataRow[] {
  const carried = new Set(part.files.filter((f) => f.table === DRIVE_HELD_TABLE).map((f) => f.row_id));
  return (part.tables[DRIVE_HELD_TABLE] ?? []).filter(
    (row) => typeof row[DRIVE_COLUMN] === 'string' && !carried.has(String(row.id)),
  );
}

/**
 * An export with photos (Export Data, or a backup with Include Photos) carries the pattern PDFs, but the patterns
 * service's part holds only the bytes it keeps itself: a PDF moved to the owner's Google Drive is a row naming its
 * Drive file, which an import leaves out (no bytes). So a backup taken, the pattern deleted (its Drive copy then
 * trashed) and the backup restored lost the PDF. Here those PDFs are read from Drive with the owner's token and put
 * in the part as the row's file, so the import stores them (and the move takes them to Drive again if it is on).
 * Drive not answering fails the export (503: a backup missing files must not pass); a link gone or broken leaves
 * the rows as they are (nothing can read Drive; Disconnect brings every file back first, so this is rare).
 */
@Injectable()
export class DriveExportFiles {
  private readonly logger = new Logger('DriveExportFiles');
  private readonly drive: GoogleDriveFiles;

  constructor(
    @Inject(ACCOUNT_CONFIG) config: AccountConfig,
    private readonly tokens: IntegrationTokens,
  ) {
    this.drive = new GoogleDriveFiles({
      apiUrl: config.GOOGLE_API_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }

  /** The patterns part (its JSON bytes) with its Drive-held PDFs in it; the same bytes when it has none. */
  async fill(userId: string, partBytes: Uint8Array): Promise<Uint8Array> {
    // Most parts name no Drive file: they are passed on unparsed (the export worker parses them off this loop).
    if (
      !Buffer.from(partBytes.buffer, partBytes.byteOffset, partBytes.byteLength).includes(
        `"${DRIVE_COLUMN}":"`,
      )
    )
      return partBytes;
    const part = JSON.parse(Buffer.from(partBytes).toString('utf8')) as UserDataPart;
    const held = driveHeldRows(part);
    if (!held.length) return partBytes;
    const token = await this.token(userId);
    if (!token) return partBytes;
    const files: UserDataFile[] = [];
    for (const row of held) {
      const content = await this.read(token, String(row[DRIVE_COLUMN]));
      if (!content) {
        this.logger.warn(`a pattern PDF of ${userId} is no longer in Drive: exported without it`);
        continue;
      }
      files.push({
        table: DRIVE_HELD_TABLE,
        row_id: String(row.id),
        content_base64: content.toString('base64'),
      });
      // The bytes are in the file now: restored, the PDF is kept where a file is kept (a row holds it in one place).
      row[DRIVE_COLUMN] = null;
    }
    return Buffer.from(JSON.stringify({ ...part, files: [...part.files, ...files] }));
  }

  private async token(userId: string): Promise<string | null> {
    try {
      return await this.tokens.accessToken(userId, 'google_drive');
    } catch (error) {
      if (error instanceof IntegrationError && error.code !== 'PROVIDER_UNAVAILABLE') {
        this.logger.warn(
          `the Drive link of ${userId} is ${error.code}: its PDFs there are exported without bytes`,
        );
        return null;
      }
      throw error;
    }
  }

  private async read(token: string, driveId: string): Promise<Buffer | null> {
    try {
      const stream = await this.drive.download(token, driveId);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      // Refused, cut off or timed out: Drive is not answering now.
      this.logger.warn(`reading a pattern PDF from Drive failed: ${(error as Error).message}`);
      throw new IntegrationError('PROVIDER_UNAVAILABLE');
    }
  }
}
