import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The settings that point a service at it (FILE_STORAGE=s3, path-style, keys S3RVER/S3RVER). */
  env: Record<string, string>;
  /** Every object's key in the bucket, sorted, read from s3rver's folder (`<bucket>/<key>._S3rver_object`). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const OBJECT = '._S3rver_object';

/** Run by `node -e` with s3rver's path, the data folder and the bucket: prints the port it listens on. */
const SERVER = `
const [, s3rver, directory, bucket] = process.argv;
const S3rver = require(s3rver);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })), (error) => { console.error(error); process.exit(1); });
`;

/**
 * A local S3-protocol server (s3rver) on a free loopback port, its objects in a temporary folder removed on
 * close, with one bucket created. It runs in a process of its own, as a real store would: what the test process
 * holds in memory is the client's part only.
 */
export async function startS3Server({ bucket = 'yarn-files' } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['-e', SERVER, s3rver, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([once(createInterface(child.stdout), 'line'), exited])) as [unknown];
  if (typeof line !== 'string') throw new Error(`s3rver did not start (exit ${String(line)})`);
  const endpoint = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const root = path.join(directory, bucket);
      const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
      return files
        .filter((file) => file.endsWith(OBJECT))
        .map((file) => file.slice(0, -OBJECT.length).split(path.sep).join('/'))
        .sort();
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The copies a remote store lends to this machine at the moment (`withLocalFile`'s `s3-copy-…` folders in the OS's
 * temporary directory), sorted: a suite compares them before and after, as other suites on S3 may lend files too.
 */
export async function s3LocalCopies(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('s3-copy-')).sort();
}
