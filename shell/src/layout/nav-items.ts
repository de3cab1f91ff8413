/** Side panel entries (spec part 1 section 2.3, DECISIONS 9). */
export interface NavItem {
  label: string;
  to: string;
  adminOnly?: boolean;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Yarn Inventory', to: '/yarn' },
  { label: 'Pattern Library', to: '/patterns' },
  { label: 'Projects', to: '/projects' },
  { label: 'Shopping List', to: '/shopping-list' },
  { label: 'AI Pattern Designer', to: '/ai-designer' },
  { label: 'PDF Processor', to: '/pdf-processor' },
  { label: 'Yarn Calculator', to: '/calculator' },
];

export const DEALS_NAV: readonly NavItem[] = [
  { label: 'Yarn Deals', to: '/deals' },
  { label: 'Deal Timeline', to: '/deal-timeline' },
  { label: 'Scraper Admin', to: '/scraper-admin', adminOnly: true },
  { label: 'Archives', to: '/archives', adminOnly: true },
];

export const SETTINGS_NAV: NavItem = { label: 'Settings', to: '/settings' };
