import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServiceProcess } from './service-process.js';

// A service whose first start finds its port taken (another process took the free port first), as suites and
// services starting side by side sometimes do: started again on another port.
const SERVICE = `
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
const marker = process.env.MARKER;
if (process.env.ALWAYS_TAKEN || !existsSync(marker)) {
  writeFileSync(marker, 'started once');
  console.error('Error: listen EADDRINUSE: address already in use 127.0.0.1:' + process.env.PORT);
  process.exit(1);
}
createServer((request, response) => response.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'service-process-'));
  await writeFile(path.join(dir, 'service.mjs'), SERVICE);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('starts a service again on another port when its port was taken', async () => {
  const service = await startServiceProcess(path.join(dir, 'service.mjs'), {
    MARKER: path.join(dir, 'first'),
  });
  try {
    expect(await (await fetch(`${service.url}/health`)).text()).toBe('ok');
  } finally {
    await service.stop();
  }
});

it('gives up after three tries, saying why', async () => {
  await expect(
    startServiceProcess(path.join(dir, 'service.mjs'), {
      MARKER: path.join(dir, 'second'),
      ALWAYS_TAKEN: 'yes',
    }),
  ).rejects.toThrow(/EADDRINUSE/);
});
