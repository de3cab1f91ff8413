import { Logger } from '@nestjs/common';
import {
  REMOTE_NAMES,
  RemoteRegistryEntrySchema,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@yarn-mgmt/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { GatewayConfig } from '../config/gateway.config.js';
import { REMOTE_DEFAULTS } from './remotes.config.js';

const logger = new Logger('Remotes');

/** A REMOTES_FILE entry: `{ manifest, prefixes }`, or the manifest URL alone (the remote's default prefixes). */
const FileEntrySchema = z.union([z.string().min(1), RemoteRegistryEntrySchema]);

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

function fromSettings(remotes: Record<RemoteName, string>): RemoteRegistry {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { manifest: remotes[name], prefixes: REMOTE_DEFAULTS[name].prefixes }]),
  );
}

function fromFile(file: string, parsed: Record<string, unknown>): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!isRemoteName(name)) {
      logger.warn(`${file}: entry "${name}" left out (not a remote name)`);
      continue;
    }
    const entry = FileEntrySchema.safeParse(value);
    if (!entry.success) {
      logger.warn(`${file}: entry "${name}" left out (${z.prettifyError(entry.error)})`);
      continue;
    }
    const data: RemoteRegistryEntry =
      typeof entry.data === 'string'
        ? { manifest: entry.data, prefixes: REMOTE_DEFAULTS[name].prefixes }
        : entry.data;
    registry[name] = data;
  }
  return registry;
}

/**
 * What /remotes.json answers: the REMOTES_FILE when it exists (read on every call, so pointing a remote at a new
 * build, or giving it a new prefix, is live on the next page load), else the REMOTE_MF_*_URL settings with the
 * default prefixes. The file replaces the defaults as a whole; a broken entry is left out with a warning.
 */
export function readRemotesManifest(config: Pick<GatewayConfig, 'REMOTES_FILE' | 'remotes'>): RemoteRegistry {
  if (config.REMOTES_FILE && existsSync(config.REMOTES_FILE)) {
    try {
      const parsed = JSON.parse(readFileSync(config.REMOTES_FILE, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return fromFile(config.REMOTES_FILE, parsed as Record<string, unknown>);
      logger.warn(`${config.REMOTES_FILE} is not a JSON object; using the REMOTE_MF_*_URL settings`);
    } catch (error) {
      logger.warn(
        `${config.REMOTES_FILE} is unreadable (${(error as Error).message}); using the REMOTE_MF_*_URL settings`,
      );
    }
  }
  return fromSettings(config.remotes);
}

/** Origins (scheme://host:port) of remotes served from elsewhere; relative URLs are the gateway itself. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const { manifest } of Object.values(registry)) {
    if (!/^https?:\/\//i.test(manifest)) continue;
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      // not a URL: the shell will fail to load that one remote and show its error boundary
    }
  }
  return [...origins];
}
