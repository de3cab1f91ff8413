// The launcher's local secrets, kept under DATA_DIR/keys so they survive a restart: the JWT signing key, the key
// that signs pattern PDF links and the key the Ravelry and Google Drive tokens are sealed with. Private from the
// first byte: the folder 0700, each file created 0600.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';

function keysFolder(dataDir) {
  const folder = path.join(dataDir, 'keys');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return folder;
}

/** JWT_PRIVATE_KEY_FILE for the account service: the one given, or one generated once (RS256, 2048 bits). */
export function jwtKeyFile({ env, dataDir, root, log }) {
  if (env.JWT_PRIVATE_KEY || env.JWT_PRIVATE_KEY_FILE) return env.JWT_PRIVATE_KEY_FILE;
  const file = path.join(keysFolder(dataDir), 'jwt-private.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    log(`generated a JWT signing key in ${path.relative(root, file)}`);
  }
  return file;
}

/**
 * FILE_LINK_SECRET for the patterns and account services (every service gets it; those two read it): the one
 * given, or one generated once, so a pattern's signed PDF links, and the patterns service's redirect to the
 * account service for a PDF held in Google Drive, keep working across restarts of `npm start`.
 */
export function fileLinkSecret({ env, dataDir }) {
  if (env.FILE_LINK_SECRET) return env.FILE_LINK_SECRET;
  const file = path.join(keysFolder(dataDir), 'file-link-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

/**
 * INTEGRATIONS_KEY_FILE for the account service: the one given, or one generated once (32 random bytes in hex), so
 * the Ravelry and Google Drive links made in local mode keep working across restarts of `npm start`.
 */
export function integrationsKeyFile({ env, dataDir, root, log }) {
  if (env.INTEGRATIONS_KEY || env.INTEGRATIONS_KEY_FILE) return env.INTEGRATIONS_KEY_FILE;
  const file = path.join(keysFolder(dataDir), 'integrations-key');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    log(`generated the provider tokens' key in ${path.relative(root, file)}`);
  }
  return file;
}
