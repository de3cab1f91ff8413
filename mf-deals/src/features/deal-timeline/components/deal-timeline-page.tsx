import { PlaceholderPage } from '@yarn-mgmt/ui';

/** Being built (issue 11). */
export function DealTimelinePage() {
  return <PlaceholderPage remote="mf_deals" title="Deal Timeline" />;
}
