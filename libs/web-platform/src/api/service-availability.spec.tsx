import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SMART_RECOMMENDATIONS_API } from '@yarn-mgmt/contracts';
import { createQueryClient } from '../query/query-client';
import type { ApiClient } from './api-client';
import { ApiClientProvider } from './api-client-context';
import { ApiError } from './api-error';
import { availabilityKeys, ServiceUnavailableAlert } from './service-availability';

const TOOLS_DOWN =
  'The tools service is unavailable just now; the rest of the platform still works. Try again in a minute.';

function renderAlert(get: (path: string) => Promise<unknown>) {
  const client = { get: jest.fn(get) };
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider value={client as unknown as ApiClient}>
        <p>Page</p>
        <ServiceUnavailableAlert service="tools" />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  const settled = () =>
    waitFor(() =>
      expect(queryClient.getQueryState(availabilityKeys.service('tools'))?.status).toBe('success'),
    );
  return { ...client, settled };
}

describe('ServiceUnavailableAlert', () => {
  it('says at once, without a retry, that the service is down when the gateway answers 503', async () => {
    const client = renderAlert(() =>
      Promise.reject(new ApiError('x', 503, 'The tools service is unavailable')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(TOOLS_DOWN);
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith(SMART_RECOMMENDATIONS_API.status, expect.anything());
  });

  it('says that nothing answered when the platform itself does not', async () => {
    renderAlert(() => Promise.reject(new ApiError('Network error', 0)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No answer from the platform: check your connection, then try again.',
    );
  });

  it.each([
    ['answers', () => Promise.resolve({ success: false, model: null })],
    ['refuses the call itself (a 4xx)', () => Promise.reject(new ApiError('x', 404, 'Not found'))],
  ])('says nothing while the service %s', async (_, get) => {
    const client = renderAlert(get);
    await client.settled();
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
