import { Inject, Injectable, Logger } from '@nestjs/common';
import { PROJECTS_API, ProjectsByYarnSchema, type ProjectsByYarn } from '@yarn-mgmt/contracts';
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import { INVENTORY_CONFIG, type InventoryConfig } from '../config/inventory.config.js';

/**
 * The projects that reserved or used a stash entry, asked of the projects service with the user's own bearer
 * token, within PROJECTS_TIMEOUT_MS. Down, slow, an error or an answer of the wrong shape: null, and the yarn
 * detail answers without them (`projects_unavailable`).
 */
@Injectable()
export class ProjectsClient {
  private readonly logger = new Logger(ProjectsClient.name);
  private readonly http: InternalHttpClient;

  constructor(@Inject(INVENTORY_CONFIG) private readonly config: InventoryConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.PROJECTS_TIMEOUT_MS });
  }

  async byYarn(bearer: string | undefined, yarnId: string): Promise<ProjectsByYarn | null> {
    if (!bearer) return null;
    const url = new URL(PROJECTS_API.byYarn(yarnId), this.config.PROJECTS_URL).toString();
    const result = await this.http.request<unknown>(url, { headers: { authorization: bearer } });
    if (!result.ok) {
      this.logger.warn(
        `projects of yarn ${yarnId} unavailable: ${result.status ?? ''} ${result.error}`.trim(),
      );
      return null;
    }
    const parsed = ProjectsByYarnSchema.safeParse(result.data);
    if (!parsed.success) {
      this.logger.warn(
        `projects of yarn ${yarnId} unavailable: the projects service answered an unexpected shape`,
      );
      return null;
    }
    return parsed.data;
  }
}
