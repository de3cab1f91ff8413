import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer as createTcpServer } from 'node:net';
import { listensOn, startServiceProcess } from './service-process.js';

// A service whose first start finds its port taken (another process took the free port first), as suites and
// services starting side by side sometimes do: started again on another port.
const SERVICE = `
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
const marker = process.env.MARKER;
if (process.env.STUB_FIRST && !existsSync(marker)) {
  // Another process answers on the port first (a stub answering anything with 200), then this one cannot listen.
  const stub = spawn(process.execPath, ['-e', "require('node:http').createServer((q, r) => r.end('{}')).listen(Number(process.env.PORT), '127.0.0.1')"], { detached: true, stdio: 'ignore' });
  writeFileSync(marker, String(stub.pid));
  setTimeout(() => {
    console.error('Error: listen EADDRINUSE: address already in use 127.0.0.1:' + process.env.PORT);
    process.exit(1);
  }, 1500);
} else if (process.env.ALWAYS_TAKEN || !existsSync(marker)) {
  writeFileSync(marker, 'started once');
  console.error('Error: listen EADDRINUSE: address already in use 127.0.0.1:' + process.env.PORT);
  process.exit(1);
}
else createServer((request, response) => response.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
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

it("never takes another process's answer on the port for the service's", async () => {
  const marker = path.join(dir, 'third');
  const service = await startServiceProcess(path.join(dir, 'service.mjs'), {
    MARKER: marker,
    STUB_FIRST: 'yes',
  });
  try {
    expect(await (await fetch(`${service.url}/health`)).text()).toBe('ok');
  } finally {
    await service.stop();
    process.kill(Number(await readFile(marker, 'utf8')));
  }
});

it('tells which process holds a listening port', async () => {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    expect(listensOn(process.pid, port)).toBe(true);
    expect(listensOn(process.ppid, port)).toBe(false);
  } finally {
    server.close();
  }
});
