import { PlaceholderPage } from '@yarn-mgmt/ui';

/** Being built (issue 11). */
export function ScraperAdminPage() {
  return <PlaceholderPage remote="mf_deals" title="Scraper Admin" />;
}
