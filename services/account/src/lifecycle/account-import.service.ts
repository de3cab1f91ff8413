import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DATA_MESSAGES,
  USER_DATA_SERVICES,
  type CreatedRows,
  type IdMaps,
  type ImportSummary,
  type UserDataService,
} from '@yarn-mgmt/contracts';
import type { AuthUser } from '@yarn-mgmt/nest-kit';
import { AccountDataError } from './account-data.errors.js';
import { prepareImportFile } from './export-files.runner.js';
import { UserDataClient } from './user-data.client.js';
import { AccountOwnData } from './account-own-data.js';

/**
 * `POST /settings/import`: reads a json or zip export back into the caller's account. Refused (400, nothing
 * changed) when it is not ours, damaged, past the import caps, or another account's: the export's owner e-mail
 * must be the caller's (an account deleted and signed up again with the same e-mail may restore its backup). The
 * file is decoded in a worker thread; parts go in in order, inventory, patterns, then projects and tools with
 * the id maps so far (an export older than the tools part gives tools an empty one); when a part fails, the parts
 * already in are discarded.
 */
@Injectable()
export class AccountImportService {
  private readonly logger = new Logger('AccountImport');

  constructor(
    private readonly client: UserDataClient,
    private readonly own: AccountOwnData,
  ) {}

  /** `file`: the upload, on disk (the controller removes it afterwards). */
  async import(caller: AuthUser, token: string, file: { path: string; size: number } | undefined) {
    if (!file?.size) throw new AccountDataError('NO_FILE');
    const prepared = await prepareImportFile(file.path, caller.email);
    this.own.check(prepared.account);
    const done: Array<{ service: UserDataService; created: CreatedRows }> = [];
    const summary: ImportSummary = {
      message: ACCOUNT_DATA_MESSAGES.importSuccess,
      imported: {},
      files: 0,
      skipped: 0,
      existing: 0,
    };
    try {
      const maps: IdMaps = {};
      for (const service of USER_DATA_SERVICES) {
        const result = await this.client.import(service, token, prepared.parts[service], maps);
        // Sent: its pieces can go before the next part's request.
        prepared.parts[service] = [];
        done.push({ service, created: result.created });
        maps[service] = result.ids;
        summary.imported[service] = result.counts;
        summary.files += result.files;
        summary.skipped += result.skipped;
        summary.existing += result.existing;
      }
      // Usage recorded from a project names it: rewritten now that the projects have their new ids.
      await this.client.relink('inventory', token, { projects: maps.projects });
      await this.own.restore(caller.id, prepared.account);
    } catch (error) {
      await this.undo(token, done);
      throw error;
    }
    return summary;
  }

  private async undo(token: string, done: Array<{ service: UserDataService; created: CreatedRows }>) {
    for (const { service, created } of done.reverse())
      if (!(await this.client.discard(service, token, created)))
        this.logger.error(`could not discard a failed import's rows in ${service}`);
  }
}
