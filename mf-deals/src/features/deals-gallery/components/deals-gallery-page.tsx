import { PlaceholderPage } from '@yarn-mgmt/ui';

/** Being built (issue 11). */
export function DealsGalleryPage() {
  return <PlaceholderPage remote="mf_deals" title="Yarn Deals" />;
}
