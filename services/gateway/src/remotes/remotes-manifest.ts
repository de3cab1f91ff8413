import { Logger } from '@nestjs/common';
import { REMOTE_NAMES, type RemotesManifest } from '@yarn-mgmt/contracts';
import { existsSync, readFileSync } from 'node:fs';
import type { GatewayConfig } from '../config/gateway.config.js';

const logger = new Logger('Remotes');

/**
 * What /remotes.json answers: the REMOTES_FILE when it exists (read on every call, so pointing a remote at a
 * new build is live on the next page load), else the REMOTE_MF_*_URL settings. The file replaces the defaults
 * as a whole; names that are not remotes, and values that are not text, are left out.
 */
export function readRemotesManifest(
  config: Pick<GatewayConfig, 'REMOTES_FILE' | 'remotes'>,
): RemotesManifest {
  if (config.REMOTES_FILE && existsSync(config.REMOTES_FILE)) {
    try {
      const parsed = JSON.parse(readFileSync(config.REMOTES_FILE, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const entries = Object.entries(parsed as Record<string, unknown>).filter(
          (entry): entry is [string, string] =>
            (REMOTE_NAMES as readonly string[]).includes(entry[0]) &&
            typeof entry[1] === 'string' &&
            entry[1] !== '',
        );
        return Object.fromEntries(entries);
      }
      logger.warn(`${config.REMOTES_FILE} is not a JSON object; using the REMOTE_MF_*_URL settings`);
    } catch (error) {
      logger.warn(
        `${config.REMOTES_FILE} is unreadable (${(error as Error).message}); using the REMOTE_MF_*_URL settings`,
      );
    }
  }
  return { ...config.remotes };
}

/** Origins (scheme://host:port) of remotes served from elsewhere; relative URLs are the gateway itself. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: the shell will fail to load that one remote and show its error boundary
    }
  }
  return [...origins];
}
