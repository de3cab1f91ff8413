import { screen, waitFor } from '@testing-library/react';
import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, failWith, renderWithProviders } from '@yarn-mgmt/testing/web';
import { availabilityKeys } from '@yarn-mgmt/web-platform';
import { ProjectCreatePage } from './features/project-form/components/project-form-page';

const PROJECTS_DOWN =
  'The projects service is unavailable just now; the rest of the platform still works. Try again in a minute.';

// New Project loads only other services' lists on arrival: it asks the projects service once whether it answers.
describe('New Project', () => {
  it('says on arrival that the projects service is unavailable, the form still there', async () => {
    const api = createFakeApi({
      get: { [PROJECTS_API.counts]: failWith(503, 'The projects service is unavailable') },
    });
    renderWithProviders(<ProjectCreatePage />, { path: '/projects/new', api });
    const line = await screen.findByText(PROJECTS_DOWN);
    expect(line.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeInTheDocument();
  });

  it('says nothing of it while the service answers', async () => {
    const api = createFakeApi({ get: { [PROJECTS_API.counts]: { all: 0 } } });
    const { queryClient } = renderWithProviders(<ProjectCreatePage />, { path: '/projects/new', api });
    await waitFor(() =>
      expect(queryClient.getQueryState(availabilityKeys.service('projects'))?.status).toBe('success'),
    );
    expect(api.get).toHaveBeenCalledWith(PROJECTS_API.counts, expect.anything());
    expect(screen.queryByText(PROJECTS_DOWN)).not.toBeInTheDocument();
  });
});
