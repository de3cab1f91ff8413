import { baseConfigSchema, loadConfig, serviceUrlList } from '@yarn-mgmt/nest-kit';
import { UserDataEnvSchema } from '@yarn-mgmt/nest-kit/user-data';
import { z } from 'zod';

export const PROJECTS_CONFIG = Symbol('PROJECTS_CONFIG');

export const ProjectsConfigSchema = baseConfigSchema({ port: 3104, database: 'yarn_projects' }).extend({
  ...UserDataEnvSchema.shape,
  /** The patterns service, read when a project is made from a pattern (title, craft, yarn weight, yardage). */
  PATTERNS_URL: serviceUrlList('http://127.0.0.1:3103'),
  PATTERNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** The inventory service: what a stash entry has left (reservations), and Record Usage from a project. */
  INVENTORY_URL: serviceUrlList('http://127.0.0.1:3102'),
  INVENTORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
});

export type ProjectsConfig = z.output<typeof ProjectsConfigSchema>;

export function loadProjectsConfig(env: Record<string, string | undefined> = process.env): ProjectsConfig {
  return loadConfig(ProjectsConfigSchema, env);
}
