/** The front-end route table (spec part 1 section 2.1, part 2 section 2) and who owns each route. */
export type RouteOwner = 'shell' | 'mf_inventory' | 'mf_patterns' | 'mf_projects' | 'mf_tools' | 'mf_deals';

export interface AppRoute {
  path: string;
  access: 'public' | 'protected';
  owner: RouteOwner;
  title: string;
  adminOnly?: boolean;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/login', access: 'public', owner: 'shell', title: 'Sign In' },
  { path: '/register', access: 'public', owner: 'shell', title: 'Sign Up' },
  { path: '/demo', access: 'public', owner: 'shell', title: 'Demo' },
  { path: '/dashboard', access: 'protected', owner: 'shell', title: 'Dashboard' },
  { path: '/profile', access: 'protected', owner: 'shell', title: 'Profile' },
  { path: '/settings', access: 'protected', owner: 'shell', title: 'Settings' },
  { path: '/settings/sync', access: 'protected', owner: 'shell', title: 'Sync' },
  { path: '/settings/integrations/:service', access: 'protected', owner: 'shell', title: 'Integrations' },
  { path: '/yarn', access: 'protected', owner: 'mf_inventory', title: 'Yarn Inventory' },
  { path: '/yarn/new', access: 'protected', owner: 'mf_inventory', title: 'Add Yarn' },
  { path: '/yarn/:id', access: 'protected', owner: 'mf_inventory', title: 'Yarn Details' },
  { path: '/yarn/:id/edit', access: 'protected', owner: 'mf_inventory', title: 'Edit Yarn' },
  { path: '/shopping-list', access: 'protected', owner: 'mf_inventory', title: 'Shopping List' },
  { path: '/patterns', access: 'protected', owner: 'mf_patterns', title: 'Pattern Library' },
  { path: '/patterns/new', access: 'protected', owner: 'mf_patterns', title: 'Add Pattern' },
  { path: '/patterns/bulk-upload', access: 'protected', owner: 'mf_patterns', title: 'Bulk Upload' },
  { path: '/patterns/:id', access: 'protected', owner: 'mf_patterns', title: 'Pattern Details' },
  { path: '/patterns/:id/edit', access: 'protected', owner: 'mf_patterns', title: 'Edit Pattern' },
  { path: '/projects', access: 'protected', owner: 'mf_projects', title: 'Projects' },
  { path: '/projects/new', access: 'protected', owner: 'mf_projects', title: 'New Project' },
  { path: '/projects/:id', access: 'protected', owner: 'mf_projects', title: 'Project Details' },
  { path: '/projects/:id/edit', access: 'protected', owner: 'mf_projects', title: 'Edit Project' },
  { path: '/ai-designer', access: 'protected', owner: 'mf_tools', title: 'AI Pattern Designer' },
  { path: '/pdf-processor', access: 'protected', owner: 'mf_tools', title: 'PDF Processor' },
  { path: '/calculator', access: 'protected', owner: 'mf_tools', title: 'Yarn Calculator' },
  { path: '/deals', access: 'protected', owner: 'mf_deals', title: 'Yarn Deals' },
  { path: '/deal-timeline', access: 'protected', owner: 'mf_deals', title: 'Deal Timeline' },
  { path: '/scraper-admin', access: 'protected', owner: 'mf_deals', title: 'Scraper Admin', adminOnly: true },
  { path: '/archives', access: 'protected', owner: 'mf_deals', title: 'Archives', adminOnly: true },
];

/** Federation container names, the keys of /remotes.json. */
export const REMOTE_NAMES = ['mf_inventory', 'mf_patterns', 'mf_projects', 'mf_tools', 'mf_deals'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** /remotes.json: remote name -> URL of its mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export const DEFAULT_TITLE = 'Yarn Management';
