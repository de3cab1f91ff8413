import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { AccountConfig } from '../config/account.config.js';

export const INTEGRATIONS_KEY = Symbol('INTEGRATIONS_KEY');

export interface IntegrationsKey {
  /** 32 bytes: the AES-256-GCM key the stored provider tokens are sealed with. */
  key: Buffer;
  ephemeral: boolean;
}

/** 64 hex digits or base64 of 32 bytes; anything else is a start-up error (a short key is no key). */
export function parseIntegrationsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(value) && !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value))) {
    throw new Error('INTEGRATIONS_KEY must be 32 bytes, written as 64 hex digits or in base64');
  }
  return key;
}

/**
 * The tokens' key: INTEGRATIONS_KEY, else INTEGRATIONS_KEY_FILE, else (never in production) a throwaway one, with
 * which every link stored before a restart reads as broken and must be connected again.
 */
export function loadIntegrationsKey(
  config: Pick<AccountConfig, 'INTEGRATIONS_KEY' | 'INTEGRATIONS_KEY_FILE' | 'NODE_ENV'>,
  logger = new Logger('IntegrationsKey'),
): IntegrationsKey {
  const production = config.NODE_ENV === 'production';
  if (config.INTEGRATIONS_KEY)
    return { key: parseIntegrationsKey(config.INTEGRATIONS_KEY), ephemeral: false };
  if (config.INTEGRATIONS_KEY_FILE) {
    const mode = statSync(config.INTEGRATIONS_KEY_FILE).mode & 0o777;
    if (mode & 0o077) {
      const problem = `INTEGRATIONS_KEY_FILE is readable by other users (mode ${mode.toString(8)}); chmod 600 it`;
      if (production) throw new Error(problem);
      logger.warn(problem);
    }
    return {
      key: parseIntegrationsKey(readFileSync(config.INTEGRATIONS_KEY_FILE, 'utf8')),
      ephemeral: false,
    };
  }
  if (production) {
    // A throwaway key in production breaks every link at every restart, and differs between replicas.
    throw new Error('INTEGRATIONS_KEY or INTEGRATIONS_KEY_FILE must be set when NODE_ENV=production');
  }
  logger.warn(
    'INTEGRATIONS_KEY and INTEGRATIONS_KEY_FILE are not set: provider tokens are sealed with an ephemeral key. ' +
      'Ravelry and Google Drive links need reconnecting after this process restarts.',
  );
  return { key: randomBytes(32), ephemeral: true };
}
