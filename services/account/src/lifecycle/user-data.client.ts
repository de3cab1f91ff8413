import { Inject, Injectable } from '@nestjs/common';
import {
  USER_DATA_INTERNAL_API,
  type CreatedRows,
  type IdMaps,
  type UserDataImportResult,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import { Readable } from 'node:stream';
import { InternalHttpClient, type InternalResult } from '@yarn-mgmt/nest-kit';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { ACCOUNT_DATA_MESSAGES } from '@yarn-mgmt/contracts';
import { AccountDataError } from './account-data.errors.js';

/** The data services' internal user-data calls, over HTTP with a timeout (never another service's code). */
@Injectable()
export class UserDataClient {
  private readonly http: InternalHttpClient;
  private readonly urls: Record<UserDataService, string>;

  private readonly timeoutMs: number;

  constructor(@Inject(ACCOUNT_CONFIG) config: AccountConfig) {
    this.timeoutMs = config.USER_DATA_TIMEOUT_MS;
    this.http = new InternalHttpClient({ timeoutMs: config.USER_DATA_TIMEOUT_MS });
    this.urls = {
      inventory: config.INVENTORY_URL,
      patterns: config.PATTERNS_URL,
      projects: config.PROJECTS_URL,
    };
  }

  /**
   * The service's whole part as the JSON bytes it answered (parsed later, in the export worker, off this event
   * loop); a service down or failing is a 503 naming it (a partial backup must not pass).
   */
  async export(service: UserDataService, token: string, includeFiles: boolean): Promise<Uint8Array> {
    const path = `${USER_DATA_INTERNAL_API.export}?files=${includeFiles}`;
    try {
      const response = await fetch(new URL(path, this.urls[service]), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      await response.body?.cancel();
    } catch {
      // down or too slow: the 503 below
    }
    throw new AccountDataError('SERVICE_UNAVAILABLE', ACCOUNT_DATA_MESSAGES.serviceDown(service));
  }

  /**
   * Sends a part as the import worker wrote it (JSON in pieces, never joined or parsed here). A bad part is a 400
   * with the service's message, an export past the user's storage a 413; a service down is a 503 naming it.
   */
  async import(
    service: UserDataService,
    token: string,
    part: Uint8Array[],
    maps: IdMaps,
  ): Promise<UserDataImportResult> {
    const body = [Buffer.from(`{"maps":${JSON.stringify(maps)},"part":`), ...part, Buffer.from('}')];
    let status: number | undefined;
    let answer: unknown;
    try {
      const response = await fetch(new URL(USER_DATA_INTERNAL_API.import, this.urls[service]), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: Readable.from(body),
        duplex: 'half',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      answer = await response.json().catch(() => undefined);
    } catch {
      // down or too slow: the 503 below
    }
    const error = (answer as { error?: unknown } | undefined)?.error;
    if (status === 200) return answer as UserDataImportResult;
    if (status === 400 && typeof error === 'string') throw new AccountDataError('INVALID_DATA', error);
    // The service's body limit (USER_DATA_IMPORT_LIMIT) answers 413 too, without our message.
    if (status === 413)
      throw new AccountDataError(error === ACCOUNT_DATA_MESSAGES.storageFull ? 'STORAGE_FULL' : 'TOO_LARGE');
    throw new AccountDataError('SERVICE_UNAVAILABLE', ACCOUNT_DATA_MESSAGES.serviceDown(service));
  }

  async relink(service: UserDataService, token: string, maps: IdMaps): Promise<void> {
    this.expect(service, await this.call(service, USER_DATA_INTERNAL_API.relink, token, { maps }));
  }

  /** True when the service removed what one import created. */
  async discard(service: UserDataService, token: string, created: CreatedRows): Promise<boolean> {
    return (await this.call(service, USER_DATA_INTERNAL_API.discard, token, { created })).ok;
  }

  /** True once the service confirmed it holds nothing of the user any more. */
  async erase(service: UserDataService, serviceToken: string): Promise<boolean> {
    return (await this.call(service, USER_DATA_INTERNAL_API.erase, serviceToken, {})).ok;
  }

  private call<T>(
    service: UserDataService,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<InternalResult<T>> {
    return this.http.request<T>(new URL(path, this.urls[service]).toString(), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
  }

  private expect<T>(service: UserDataService, result: InternalResult<T>): T {
    if (result.ok) return result.data;
    throw new AccountDataError('SERVICE_UNAVAILABLE', ACCOUNT_DATA_MESSAGES.serviceDown(service));
  }
}
