import { Inject, Injectable } from '@nestjs/common';
import {
  USER_DATA_INTERNAL_API,
  type CreatedRows,
  type IdMaps,
  type UserDataImportResult,
  type UserDataPart,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import { InternalHttpClient, type InternalResult } from '@yarn-mgmt/nest-kit';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { ACCOUNT_DATA_MESSAGES } from '@yarn-mgmt/contracts';
import { AccountDataError } from './account-data.errors.js';

/** The data services' internal user-data calls, over HTTP with a timeout (never another service's code). */
@Injectable()
export class UserDataClient {
  private readonly http: InternalHttpClient;
  private readonly urls: Record<UserDataService, string>;

  constructor(@Inject(ACCOUNT_CONFIG) config: AccountConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.USER_DATA_TIMEOUT_MS });
    this.urls = {
      inventory: config.INVENTORY_URL,
      patterns: config.PATTERNS_URL,
      projects: config.PROJECTS_URL,
    };
  }

  /** The service's whole part; a service down or failing is a 503 naming it (a partial backup must not pass). */
  async export(service: UserDataService, token: string, includeFiles: boolean): Promise<UserDataPart> {
    const path = `${USER_DATA_INTERNAL_API.export}?files=${includeFiles}`;
    return this.expect(service, await this.call<UserDataPart>(service, path, token));
  }

  /** A bad part is a 400 with the service's message; a service down is a 503 naming it. */
  async import(service: UserDataService, token: string, part: UserDataPart, maps: IdMaps) {
    const result = await this.call<UserDataImportResult>(service, USER_DATA_INTERNAL_API.import, token, {
      part,
      maps,
    });
    if (!result.ok && result.status === 400) throw new AccountDataError('INVALID_DATA', result.error);
    return this.expect(service, result);
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
