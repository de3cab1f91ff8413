import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProviderFakes } from '../../scripts/start/provider-fakes.mjs';

// The launcher's Ravelry and Google stand-ins (issue 22, DECISIONS 29): local mode starts both with their local test
// data; production settings, or a provider's real client id, start nothing and leave the real settings alone.
const PORT_BASE = 47_300;
const RAVELRY_PORT = PORT_BASE + 91;
const GOOGLE_PORT = PORT_BASE + 92;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('the provider stand-ins of npm start', () => {
  let dataDir: string;
  let lines: string[];
  const log = (line: string) => lines.push(line);
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'provider-fakes-'));
    lines = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('in local mode starts both, named as local test data, and points the account service at them', async () => {
    const fakes = await startProviderFakes({ env: { SERVICE_PORT_BASE: String(PORT_BASE) }, dataDir, log });
    try {
      expect(await listening(RAVELRY_PORT)).toBe(true);
      expect(await listening(GOOGLE_PORT)).toBe(true);
      expect(fakes.env.RAVELRY_API_URL).toContain(`:${RAVELRY_PORT}`);
      expect(fakes.env.GOOGLE_TOKEN_URL).toContain(`:${GOOGLE_PORT}`);
      expect(lines.filter((line) => line.includes('(local test data)'))).toHaveLength(2);
    } finally {
      await fakes.close();
    }
    expect(await listening(RAVELRY_PORT)).toBe(false);
    // Two stand-ins started and stopped: seconds on a busy two-core machine, not the default 5.
  }, 30_000);

  it('with NODE_ENV=production starts nothing and changes no setting', async () => {
    const fakes = await startProviderFakes({
      env: { NODE_ENV: 'production', SERVICE_PORT_BASE: String(PORT_BASE) },
      dataDir,
      log,
    });
    expect(fakes.env).toEqual({});
    expect(await listening(RAVELRY_PORT)).toBe(false);
    expect(await listening(GOOGLE_PORT)).toBe(false);
    expect(lines).toEqual([]);
    await fakes.close();
  });

  it('leaves a provider whose real client id is set to the real provider', async () => {
    const fakes = await startProviderFakes({
      env: { RAVELRY_CLIENT_ID: 'real-client', SERVICE_PORT_BASE: String(PORT_BASE) },
      dataDir,
      log,
    });
    try {
      expect(await listening(RAVELRY_PORT)).toBe(false);
      expect(Object.keys(fakes.env).filter((name) => name.startsWith('RAVELRY_'))).toEqual([]);
      expect(await listening(GOOGLE_PORT)).toBe(true);
    } finally {
      await fakes.close();
    }
  });
});
