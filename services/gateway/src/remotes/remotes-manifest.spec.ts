import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRemotesManifest, remoteOrigins } from './remotes-manifest.js';

const remotes = {
  mf_inventory: '/remotes/mf-inventory/mf-manifest.json',
  mf_patterns: '/remotes/mf-patterns/mf-manifest.json',
  mf_projects: '/remotes/mf-projects/mf-manifest.json',
  mf_tools: 'https://cdn.example/tools/mf-manifest.json',
  mf_deals: '/remotes/mf-deals/mf-manifest.json',
};

const TOOLS_PREFIXES = ['/ai-designer', '/pdf-processor', '/calculator'];

describe('remotes registry', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
  const file = path.join(dir, 'remotes.json');
  const warnings: string[] = [];
  beforeEach(() => {
    warnings.length = 0;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the settings and the default prefixes while there is no file', () => {
    const expected = {
      mf_inventory: { manifest: remotes.mf_inventory, prefixes: ['/yarn', '/shopping-list'] },
      mf_patterns: { manifest: remotes.mf_patterns, prefixes: ['/patterns'] },
      mf_projects: { manifest: remotes.mf_projects, prefixes: ['/projects'] },
      mf_tools: { manifest: remotes.mf_tools, prefixes: TOOLS_PREFIXES },
      mf_deals: {
        manifest: remotes.mf_deals,
        prefixes: ['/deals', '/deal-timeline', '/scraper-admin', '/archives'],
      },
    };
    rmSync(file, { force: true });
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual(expected);
    expect(readRemotesManifest({ REMOTES_FILE: undefined, remotes })).toEqual(expected);
  });

  it('reads the file on every call: objects as they are, a plain URL with the default prefixes', () => {
    writeFileSync(
      file,
      JSON.stringify({
        mf_tools: {
          manifest: 'http://cdn.example:8080/tools/mf-manifest.json',
          prefixes: ['/stitch-counter'],
        },
        mf_projects: '/remotes/mf-projects/mf-manifest.json',
      }),
    );
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual({
      mf_tools: { manifest: 'http://cdn.example:8080/tools/mf-manifest.json', prefixes: ['/stitch-counter'] },
      mf_projects: { manifest: '/remotes/mf-projects/mf-manifest.json', prefixes: ['/projects'] },
    });
    writeFileSync(
      file,
      JSON.stringify({ mf_deals: { manifest: '/d/mf-manifest.json', prefixes: ['/deals'] } }),
    );
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual({
      mf_deals: { manifest: '/d/mf-manifest.json', prefixes: ['/deals'] },
    });
    expect(warnings).toEqual([]);
  });

  it('leaves out a broken entry with a warning and keeps the others', () => {
    writeFileSync(
      file,
      JSON.stringify({
        mf_tools: '/remotes/mf-tools/mf-manifest.json',
        mf_deals: 3,
        mf_patterns: { manifest: '/p/mf-manifest.json', prefixes: ['patterns/*'] },
        mf_projects: { prefixes: ['/projects'] },
        other: 'x',
      }),
    );
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes })).toEqual({
      mf_tools: { manifest: '/remotes/mf-tools/mf-manifest.json', prefixes: TOOLS_PREFIXES },
    });
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toMatch(/"mf_deals" left out/);
    expect(warnings.join('\n')).toMatch(/"mf_patterns" left out .*a prefix is a path like \/yarn/s);
    expect(warnings.join('\n')).toMatch(/"mf_projects" left out/);
    expect(warnings.join('\n')).toMatch(/"other" left out \(not a remote name\)/);
  });

  it('falls back to the settings when the file is not JSON', () => {
    writeFileSync(file, '{ not json');
    expect(readRemotesManifest({ REMOTES_FILE: file, remotes }).mf_tools).toEqual({
      manifest: remotes.mf_tools,
      prefixes: TOOLS_PREFIXES,
    });
    expect(warnings[0]).toMatch(/unreadable/);
  });

  it('lists the origins of remotes served elsewhere', () => {
    const at = (manifest: string) => ({ manifest, prefixes: ['/x'] });
    expect(
      remoteOrigins({
        mf_inventory: at('/remotes/mf-inventory/mf-manifest.json'),
        mf_tools: at('http://127.0.0.1:4000/mf-manifest.json'),
        mf_deals: at('https://cdn.example/d/mf-manifest.json'),
      }),
    ).toEqual(['http://127.0.0.1:4000', 'https://cdn.example']);
  });
});
