import { PlaceholderPage } from '@yarn-mgmt/ui';

/** Being built (issue 11). */
export function ArchivesPage() {
  return <PlaceholderPage remote="mf_deals" title="Archives" />;
}
