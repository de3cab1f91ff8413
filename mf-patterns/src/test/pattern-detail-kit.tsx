import { Route, Routes } from 'react-router-dom';
import { PATTERNS_API, type Pattern } from '@yarn-mgmt/contracts';
import {
  createFakeApi,
  LocationStateProbe,
  renderWithProviders,
  type FakeApiRoutes,
} from '@yarn-mgmt/testing/web';
import { PatternDetailPage } from '../features/pattern-detail/components/pattern-detail-page';
import { PATTERN_ID, stashMatchFixture } from './fixtures';

/** Test kit of the detail page's specs: the page at /patterns/:id with the calls it makes answered. */
export const detail = PATTERNS_API.pattern(PATTERN_ID);
export const withFile = { file: { name: 'flax.pdf', size: 1000, uploaded_at: '2026-01-02T00:00:00Z' } };
export const links = {
  view_url: `/api/patterns/${PATTERN_ID}/view?exp=1&sig=a`,
  download_url: `/api/patterns/${PATTERN_ID}/download?exp=1&sig=a`,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
};

export function renderDetail(
  pattern: Pattern | Error | (() => unknown),
  routes: FakeApiRoutes = {},
  query = '',
  /** The page's id: the library's PATTERN_ID, or a Ravelry id for a live pattern. */
  id: string = PATTERN_ID,
) {
  const api = createFakeApi({
    ...routes,
    get: {
      [PATTERNS_API.pattern(id)]: pattern,
      [PATTERNS_API.similar(PATTERN_ID)]: [],
      [PATTERNS_API.stashMatch(PATTERN_ID)]: stashMatchFixture(),
      [PATTERNS_API.fileLinks(PATTERN_ID)]: links,
      ...routes.get,
    },
  });
  const page = (
    <Routes>
      <Route path="/patterns/:id" element={<PatternDetailPage />} />
      <Route path="/pdf-processor" element={<LocationStateProbe />} />
      <Route path="/settings/integrations/ravelry" element={<p>Ravelry settings</p>} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
  return { ...renderWithProviders(page, { path: `/patterns/${id}${query}`, route: '/*', api }), api };
}
