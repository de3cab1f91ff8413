import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  ACCOUNT_DATA_MESSAGES,
  USER_DATA_INTERNAL_API,
  UserDataImportResponseSchema,
  type CreatedRows,
  type IdMaps,
  type UserDataImportResponse,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import { NeighbourClient, RequestLog, type NeighbourAnswer, type NeighbourAuth } from '@yarn-mgmt/nest-kit';
import { z } from 'zod';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { dataServiceClients } from '../neighbours/data-service-clients.js';
import { AccountDataError } from './account-data.errors.js';

const bearer = (token: string): NeighbourAuth => ({ authorization: `Bearer ${token}` });

/** The data services' internal user-data calls, over HTTP with a timeout (never another service's code). */
@Injectable()
export class UserDataClient {
  private readonly clients: Record<UserDataService, NeighbourClient>;

  constructor(@Inject(ACCOUNT_CONFIG) config: AccountConfig, @Optional() requestLog?: RequestLog) {
    this.clients = dataServiceClients(config, config.USER_DATA_TIMEOUT_MS, requestLog);
  }

  /**
   * The service's whole part as the JSON bytes it answered (parsed later, in the export worker, off this event
   * loop); a service down or failing is a 503 naming it (a partial backup must not pass).
   */
  async export(service: UserDataService, token: string, includeFiles: boolean): Promise<Uint8Array> {
    const path = `${USER_DATA_INTERNAL_API.export}?files=${includeFiles}`;
    return this.expect(service, await this.clients[service].bytes({ path, auth: bearer(token) }));
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
  ): Promise<UserDataImportResponse> {
    const body = [Buffer.from(`{"maps":${JSON.stringify(maps)},"part":`), ...part, Buffer.from('}')];
    const answer = await this.clients[service].json(
      { method: 'POST', path: USER_DATA_INTERNAL_API.import, auth: bearer(token), stream: body },
      UserDataImportResponseSchema,
    );
    if (answer.ok) return answer.value;
    if (answer.status === 400 && answer.error !== undefined)
      throw new AccountDataError('INVALID_DATA', answer.error);
    // The service's body limit (USER_DATA_IMPORT_LIMIT) answers 413 too, without our message.
    if (answer.status === 413)
      throw new AccountDataError(
        answer.error === ACCOUNT_DATA_MESSAGES.storageFull ? 'STORAGE_FULL' : 'TOO_LARGE',
      );
    throw new AccountDataError('SERVICE_UNAVAILABLE', ACCOUNT_DATA_MESSAGES.serviceDown(service));
  }

  async relink(service: UserDataService, token: string, maps: IdMaps): Promise<void> {
    this.expect(service, await this.post(service, USER_DATA_INTERNAL_API.relink, bearer(token), { maps }));
  }

  /** True when the service removed what one import created. */
  async discard(service: UserDataService, token: string, created: CreatedRows): Promise<boolean> {
    return (await this.post(service, USER_DATA_INTERNAL_API.discard, bearer(token), { created })).ok;
  }

  /** True once the service confirmed it holds nothing of the user any more (a scoped service token). */
  async erase(service: UserDataService, serviceToken: string): Promise<boolean> {
    return (await this.post(service, USER_DATA_INTERNAL_API.erase, { serviceToken }, {})).ok;
  }

  private post(service: UserDataService, path: string, auth: NeighbourAuth, json: unknown) {
    return this.clients[service].json({ method: 'POST', path, auth, json }, z.unknown());
  }

  private expect<T>(service: UserDataService, answer: NeighbourAnswer<T>): T {
    if (answer.ok) return answer.value;
    throw new AccountDataError('SERVICE_UNAVAILABLE', ACCOUNT_DATA_MESSAGES.serviceDown(service));
  }
}
