import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { AVAILABILITY_PROBES, availabilityKeys, type ProbedService } from '@yarn-mgmt/web-platform';
import { createFakeApi, failWith } from './fake-api';
import { renderWithProviders } from './render-with-providers';

export interface PageLoadingNothing {
  /** The page's name in the test titles ('Add Yarn'). */
  name: string;
  path: string;
  page: () => ReactElement;
  /** A control the page keeps while its service is down ('Save Yarn'); any button when not given. */
  button?: string;
}

/**
 * The two cases of a page that loads nothing on arrival (issue 24): with its service down (the gateway's 503) it
 * says so at once, in an alert, its controls still there; while the service answers (`upAnswer` to its probe) it
 * says nothing of it.
 */
export function describeServiceAvailability(
  service: ProbedService,
  upAnswer: unknown,
  pages: PageLoadingNothing[],
): void {
  const probe = AVAILABILITY_PROBES[service];
  const down = `The ${service} service is unavailable just now; the rest of the platform still works. Try again in a minute.`;
  const rows = pages.map((page) => [page.name, page] as const);

  describe(`a ${service} page that loads nothing on arrival`, () => {
    it.each(rows)(
      '%s says on arrival that the service is unavailable, its controls still there',
      async (_, p) => {
        const api = createFakeApi({
          get: { [probe]: failWith(503, `The ${service} service is unavailable`) },
        });
        renderWithProviders(p.page(), { path: p.path, api });
        const line = await screen.findByText(down);
        expect(line.closest('[role="alert"]')).not.toBeNull();
        if (p.button) expect(screen.getByRole('button', { name: p.button })).toBeInTheDocument();
        else expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
      },
    );

    it.each(rows)('%s says nothing of it while the service answers', async (_, p) => {
      const api = createFakeApi({ get: { [probe]: upAnswer } });
      const { queryClient } = renderWithProviders(p.page(), { path: p.path, api });
      await waitFor(() =>
        expect(queryClient.getQueryState(availabilityKeys.service(service))?.status).toBe('success'),
      );
      expect(api.get).toHaveBeenCalledWith(probe, expect.anything());
      expect(screen.queryByText(down)).not.toBeInTheDocument();
    });
  });
}
