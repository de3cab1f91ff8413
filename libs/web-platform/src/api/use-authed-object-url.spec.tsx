import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ApiClient } from './api-client';
import { ApiClientProvider } from './api-client-context';
import { useAuthedObjectUrl } from './use-authed-object-url';

function Probe({ src }: { src: string }) {
  const image = useAuthedObjectUrl(src);
  return <p>{image.status === 'ready' ? image.url : image.status}</p>;
}

function clientWith(getBlob: ApiClient['getBlob']): ApiClient {
  return { getBlob } as ApiClient;
}

describe('useAuthedObjectUrl', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:photo-${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('loads the file through the api client and revokes its URL when done', async () => {
    const getBlob = jest.fn(() => Promise.resolve(new Blob(['png'])));
    const { unmount } = render(
      <ApiClientProvider value={clientWith(getBlob)}>
        <Probe src="/api/yarn/1/photos/2" />
      </ApiClientProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('blob:photo-1')).toBeInTheDocument();
    expect(getBlob).toHaveBeenCalledWith('/api/yarn/1/photos/2', expect.anything());
    const revoke = jest.fn<(url: string) => void>();
    URL.revokeObjectURL = revoke;
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:photo-1');
  });

  it('reports a file that cannot be loaded', async () => {
    render(
      <ApiClientProvider value={clientWith(() => Promise.reject(new Error('404')))}>
        <Probe src="/api/yarn/1/photos/9" />
      </ApiClientProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
