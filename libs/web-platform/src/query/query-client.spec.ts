import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('uses the app defaults: no refetch on focus, one retry, 5 minutes fresh', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      retry: 1,
      staleTime: 300_000,
    });
  });
});
