import { Injectable } from '@nestjs/common';
import type { ScraperLog } from '@yarn-mgmt/contracts';
import { toLog } from './run.mapper.js';
import { RunsRepository } from './runs.repository.js';

/** The scraper's Logs tab: the latest runs, newest first, of every target or of one. */
@Injectable()
export class RunLogsService {
  constructor(private readonly runs: RunsRepository) {}

  async logs(limit: number, targetId?: number): Promise<ScraperLog[]> {
    return (await this.runs.logs(limit, targetId)).map(toLog);
  }
}
