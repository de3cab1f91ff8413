import { createContext, useContext } from 'react';
import { api, type ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient>(api);

/** Hands a client to the data hooks below it (tests pass a fake); without it they use the platform's client. */
export const ApiClientProvider = ApiClientContext.Provider;

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
