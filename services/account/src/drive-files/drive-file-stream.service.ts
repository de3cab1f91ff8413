import { Inject, Injectable } from '@nestjs/common';
import { DriveFileLinkQuerySchema, type DriveFileLinkKind } from '@yarn-mgmt/contracts';
import { verifyDriveFileLink, type DriveFileLinkClaims } from '@yarn-mgmt/nest-kit/storage';
import type { Readable } from 'node:stream';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { DriveRequestError, GoogleDriveFiles } from '../integrations/google-drive-files.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { DriveFilesError } from './drive-files.errors.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * View / Download of a pattern PDF held in Drive: the patterns service checked the owner and signed where the file
 * is; the file is read from Drive with THAT owner's token, so a link bent to another user's id fails its signature,
 * and another user's token could not read the file anyway (drive.file: Google answers 404).
 */
@Injectable()
export class DriveFileStreamService {
  private readonly drive: GoogleDriveFiles;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly tokens: IntegrationTokens,
  ) {
    this.drive = new GoogleDriveFiles({
      apiUrl: config.GOOGLE_API_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }

  async open(
    patternId: string,
    kind: DriveFileLinkKind,
    query: Record<string, unknown>,
  ): Promise<{ stream: Readable; claims: DriveFileLinkClaims }> {
    const link = DriveFileLinkQuerySchema.safeParse(query);
    const claims = link.success
      ? verifyDriveFileLink(this.config.FILE_LINK_SECRET, patternId, kind, link.data, nowSeconds())
      : null;
    if (!claims) throw new DriveFilesError('NOT_FOUND');
    let token: string;
    try {
      token = await this.tokens.accessToken(claims.userId, 'google_drive');
    } catch (error) {
      if (!(error instanceof IntegrationError)) throw error;
      throw new DriveFilesError(
        error.code === 'PROVIDER_UNAVAILABLE' ? 'DRIVE_UNAVAILABLE' : 'NOT_CONNECTED',
      );
    }
    let stream: Readable | null;
    try {
      stream = await this.drive.download(token, claims.driveFileId);
    } catch (error) {
      if (error instanceof DriveRequestError) throw new DriveFilesError('DRIVE_UNAVAILABLE');
      throw error;
    }
    if (!stream) throw new DriveFilesError('NOT_FOUND');
    return { stream, claims };
  }
}
