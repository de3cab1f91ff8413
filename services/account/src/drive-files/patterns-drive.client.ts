import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  PATTERN_DRIVE_FILES_API,
  PATTERN_DRIVE_FILES_SCOPE,
  PatternDriveFileListSchema,
  type PatternDriveFileList,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, signServiceToken, type NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { SIGNING_KEY, type SigningKey } from '../auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { dataServiceClients } from '../neighbours/data-service-clients.js';

/** The patterns service could not do what the job asked (down, or a refusal other than "the file moved"). */
export class PatternsDriveError extends Error {}

/** The patterns service answered that the file changed meanwhile (replaced, removed, moved by another run). */
export const FILE_MOVED = 'moved';

/**
 * The patterns service's internal drive-files routes, with a short-lived service token of scope
 * `patterns:drive-files` for the user (the job runs without the user's own token).
 */
@Injectable()
export class PatternsDriveClient {
  private readonly client: NeighbourClient;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Optional() requestLog?: RequestLog,
  ) {
    this.client = dataServiceClients(config, config.USER_DATA_TIMEOUT_MS, requestLog).patterns;
  }

  async list(userId: string): Promise<PatternDriveFileList> {
    return this.value(
      await this.client.json(
        { path: PATTERN_DRIVE_FILES_API.list, auth: this.auth(userId) },
        PatternDriveFileListSchema,
      ),
    );
  }

  /**
   * The bytes of a file the patterns service holds, streamed into the file `into` (never whole in memory): their
   * count; FILE_MOVED when it went meanwhile.
   */
  async content(userId: string, patternId: string, into: string): Promise<number | typeof FILE_MOVED> {
    const answer = await this.client.toFile(
      {
        path: PATTERN_DRIVE_FILES_API.content(patternId),
        auth: this.auth(userId),
        headers: { accept: 'application/pdf' },
      },
      into,
    );
    return moved(answer) ? FILE_MOVED : this.value(answer);
  }

  /** The file is in Drive: FILE_MOVED when it changed meanwhile (the caller drops its copy). */
  async placed(
    userId: string,
    patternId: string,
    fileId: string,
    driveFileId: string,
  ): Promise<'done' | typeof FILE_MOVED> {
    const answer = await this.client.bytes({
      method: 'POST',
      path: PATTERN_DRIVE_FILES_API.placed(patternId),
      auth: this.auth(userId),
      json: { file_id: fileId, drive_file_id: driveFileId },
    });
    return moved(answer) ? FILE_MOVED : (this.value(answer), 'done');
  }

  /**
   * The bytes back, streamed from the file `from` (never whole in memory): FILE_MOVED when the row no longer
   * points at this Drive file.
   */
  async returned(
    userId: string,
    patternId: string,
    driveFileId: string,
    from: string,
  ): Promise<'done' | typeof FILE_MOVED> {
    const query = new URLSearchParams({ drive_file_id: driveFileId });
    const answer = await this.client.bytes({
      method: 'PUT',
      path: `${PATTERN_DRIVE_FILES_API.content(patternId)}?${query.toString()}`,
      auth: this.auth(userId),
      file: { path: from, type: 'application/pdf' },
    });
    return moved(answer) ? FILE_MOVED : (this.value(answer), 'done');
  }

  async trashed(userId: string, driveFileIds: string[]): Promise<void> {
    this.value(
      await this.client.json(
        {
          method: 'POST',
          path: PATTERN_DRIVE_FILES_API.trashed,
          auth: this.auth(userId),
          json: { drive_file_ids: driveFileIds },
        },
        z.unknown(),
      ),
    );
  }

  private auth(userId: string) {
    const serviceToken = signServiceToken(
      { privateKey: this.key.privateKey, kid: this.key.jwk.kid },
      { service: 'account', scope: PATTERN_DRIVE_FILES_SCOPE, userId },
      { issuer: this.config.JWT_ISSUER, ttlSeconds: 120 },
    );
    return { serviceToken };
  }

  private value<T>(answer: NeighbourAnswer<T>): T {
    if (answer.ok) return answer.value;
    throw new PatternsDriveError(
      `patterns: ${answer.status ?? answer.reason}${answer.error ? ` ${answer.error}` : ''}`,
    );
  }
}

/** 409 (replaced, moved) and 404 (removed, its pattern deleted): the file is no longer the one the job held. */
const moved = (answer: NeighbourAnswer<unknown>) =>
  !answer.ok && answer.reason === 'refused' && (answer.status === 409 || answer.status === 404);
