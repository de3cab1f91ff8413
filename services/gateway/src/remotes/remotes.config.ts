import type { RemoteName, RemoteRegistryEntry } from '@yarn-mgmt/contracts';

/**
 * Where each remote's build is and which URL prefixes it owns, when neither REMOTES_FILE nor a REMOTE_MF_*_URL
 * setting says otherwise. A remote's pages under its prefixes come from its own route table, so a new page under
 * an existing prefix needs no change here; a new prefix is one line (or one edit of REMOTES_FILE).
 */
export const REMOTE_DEFAULTS: Record<RemoteName, RemoteRegistryEntry> = {
  mf_inventory: {
    manifest: '/remotes/mf-inventory/mf-manifest.json',
    prefixes: ['/yarn', '/shopping-list'],
  },
  mf_patterns: { manifest: '/remotes/mf-patterns/mf-manifest.json', prefixes: ['/patterns'] },
  mf_projects: { manifest: '/remotes/mf-projects/mf-manifest.json', prefixes: ['/projects'] },
  mf_tools: {
    manifest: '/remotes/mf-tools/mf-manifest.json',
    prefixes: ['/ai-designer', '/pdf-processor', '/calculator'],
  },
  mf_deals: {
    manifest: '/remotes/mf-deals/mf-manifest.json',
    prefixes: ['/deals', '/deal-timeline', '/scraper-admin', '/archives'],
  },
};
