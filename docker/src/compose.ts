import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './service-schemas.js';

export interface ComposeService {
  build?: { args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  restart?: string;
  depends_on?: string[];
  healthcheck?: {
    test?: string[];
    interval?: string;
    timeout?: string;
    retries?: number;
    start_period?: string;
  };
}

export const COMPOSE_FILE = path.join(repoRoot, 'docker', 'compose.yaml');

/** docker/compose.yaml's services (YAML merge keys resolved, as compose does). */
export function readCompose(file = COMPOSE_FILE): Record<string, ComposeService> {
  const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  return compose.services;
}

/** `${NAME:-default}` and `${NAME:?message}` stand for a value given at `docker compose up`. */
export const composeValue = (value: string | number | boolean | null | undefined): string | undefined =>
  value == null ? undefined : String(value);
