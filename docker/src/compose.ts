import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './service-schemas.js';

export interface ComposeService {
  build?: { context?: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  restart?: string;
  /** A list of names, or each name with the condition it is waited for on. */
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: {
    test?: string[];
    interval?: string;
    timeout?: string;
    retries?: number;
    start_period?: string;
  };
}

export const COMPOSE_FILE = path.join(repoRoot, 'docker', 'compose.yaml');

export interface ComposeDocument {
  services: Record<string, ComposeService>;
  secrets?: Record<string, { file?: string }>;
  [key: string]: unknown;
}

/** docker/compose.yaml as compose reads it (YAML merge keys resolved). */
export const readComposeDocument = (file = COMPOSE_FILE): ComposeDocument =>
  parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeDocument;

/** docker/compose.yaml's services. */
export const readCompose = (file = COMPOSE_FILE): Record<string, ComposeService> =>
  readComposeDocument(file).services;

/** `${NAME:-default}` and `${NAME:?message}` stand for a value given at `docker compose up`. */
export const composeValue = (value: string | number | boolean | null | undefined): string | undefined =>
  value == null ? undefined : String(value);
