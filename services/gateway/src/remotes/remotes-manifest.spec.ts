import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRemotesManifest, remoteOrigins } from './remotes-manifest.js';

const remotes = {
  mf_inventory: '/remotes/mf-inventory/mf-manifest.json',
  mf_patterns: '/remotes/mf-patterns/mf-manifest.json',
  mf_projects: '/remotes/mf-projects/mf-manifest.json',
  mf_tools: '/remotes/mf-tools/mf-manifest.json',
  mf_deals: '/remotes/mf-deals/mf-manifest.json',
};

describe('remotes manifest', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
  const file = path.join(dir, 'remotes.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the settings while there is no file', () => {
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual(remotes);
    expect(readRemotesManifest({ REMOTES_FILE: undefined, remotes })).toEqual(remotes);
  });

  it('reads the file on every call, keeping only remote names with text values', () => {
    writeFileSync(
      file,
      JSON.stringify({ mf_tools: 'http://cdn.example:8080/tools/mf-manifest.json', other: 'x', mf_deals: 3 }),
    );
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual({
      mf_tools: 'http://cdn.example:8080/tools/mf-manifest.json',
    });
    writeFileSync(file, JSON.stringify({ mf_tools: '/remotes/mf-tools/mf-manifest.json' }));
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual({
      mf_tools: '/remotes/mf-tools/mf-manifest.json',
    });
  });

  it('falls back to the settings when the file is broken', () => {
    writeFileSync(file, '{ not json');
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual(remotes);
  });

  it('lists the origins of remotes served elsewhere', () => {
    expect(
      remoteOrigins({
        ...remotes,
        mf_tools: 'http://127.0.0.1:4000/mf-manifest.json',
        mf_deals: 'https://cdn.example/d/mf-manifest.json',
      }),
    ).toEqual(['http://127.0.0.1:4000', 'https://cdn.example']);
  });
});
