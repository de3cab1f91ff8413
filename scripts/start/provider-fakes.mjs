// Local mode only (DECISIONS 29): stand-ins for Ravelry and Google (OAuth consent pages, Ravelry's API, Drive) from
// libs/testing, on loopback ports, so a newcomer can connect both, sync and store pattern files without an account
// at either. Their pages say plainly that they are local test data. A provider whose real client id is set, or
// NODE_ENV=production, starts no stand-in.
import path from 'node:path';

/**
 * @param {{ env: NodeJS.ProcessEnv, dataDir: string, log: (message: string) => void }} options
 * @returns {Promise<{ env: Record<string, string>, close: () => Promise<void> }>} the account service's settings
 */
export async function startProviderFakes({ env, dataDir, log }) {
  const settings = {};
  const running = [];
  if (env.NODE_ENV === 'production') return { env: settings, close: async () => {} };
  // Beside the demo shop (SERVICE_PORT_BASE + 90), away from the services' ports and the gateway's.
  const base = Number(env.SERVICE_PORT_BASE ?? 3100);
  // Tokens and Drive files are kept under DATA_DIR, so a link made before a restart still works after it.
  const folder = path.join(dataDir, 'fakes');

  if (!env.RAVELRY_CLIENT_ID) {
    try {
      const { LOCAL_RAVELRY_CLIENT, LOCAL_RAVELRY_USERNAME, seedRavelry, startFakeRavelry } =
        await import('@yarn-mgmt/testing/ravelry');
      const ravelry = await startFakeRavelry({
        port: Number(env.FAKE_RAVELRY_PORT ?? base + 91),
        accounts: [seedRavelry({ username: LOCAL_RAVELRY_USERNAME, stash: 30, patterns: 20, projects: 8 })],
        stateFile: path.join(folder, 'ravelry-grants.json'),
        // Like Ravelry's own (a few requests a second per token) unless the e2e stack lets its syncs go faster.
        ...(env.FAKE_RAVELRY_RATE_LIMIT ? { rateLimitPerSecond: Number(env.FAKE_RAVELRY_RATE_LIMIT) } : {}),
      });
      running.push(ravelry);
      Object.assign(settings, {
        RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
        RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
        RAVELRY_AUTH_URL: ravelry.authUrl,
        RAVELRY_TOKEN_URL: ravelry.tokenUrl,
        RAVELRY_API_URL: ravelry.apiUrl,
      });
      log(`Ravelry stand-in (local test data) on ${ravelry.url}: sign in as ${LOCAL_RAVELRY_USERNAME}`);
    } catch (error) {
      log(`Ravelry stand-in not started: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  if (!env.GOOGLE_CLIENT_ID) {
    try {
      const { LOCAL_GOOGLE_ACCOUNT, LOCAL_GOOGLE_CLIENT, startFakeGoogle } =
        await import('@yarn-mgmt/testing/google');
      const google = await startFakeGoogle({
        port: Number(env.FAKE_GOOGLE_PORT ?? base + 92),
        stateDir: path.join(folder, 'google'),
      });
      running.push(google);
      Object.assign(settings, {
        GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
        GOOGLE_AUTH_URL: google.authUrl,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_API_URL: google.apiUrl,
        GOOGLE_UPLOAD_URL: google.uploadUrl,
      });
      log(`Google stand-in (local test data) on ${google.url}: sign in as ${LOCAL_GOOGLE_ACCOUNT.email}`);
    } catch (error) {
      log(`Google stand-in not started: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    env: settings,
    close: async () => {
      await Promise.all(running.map((fake) => fake.close().catch(() => {})));
    },
  };
}
