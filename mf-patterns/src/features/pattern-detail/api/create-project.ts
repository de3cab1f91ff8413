import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/**
 * `POST /projects` from a pattern (spec part 1 section 3, "Project creation payload"). The projects module has
 * no contract yet, so the body and the one field read back are typed here from the spec.
 */
export const PROJECTS_PATH = '/projects';

export interface ProjectFromPattern {
  pattern_id: string;
  project_name: string;
  yarn_inventory_ids: string[];
  /** A project started from a pattern is queued (DECISIONS 1). */
  status: 'queued';
}

export interface CreatedProject {
  id: string;
}

export function createProject(client: ApiClient, body: ProjectFromPattern): Promise<CreatedProject> {
  return client.post<CreatedProject>(PROJECTS_PATH, body);
}

export function useCreateProject() {
  return useApiMutation(createProject);
}
