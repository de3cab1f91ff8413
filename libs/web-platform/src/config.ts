import { API_BASE_PATH } from '@yarn-mgmt/contracts';

/** Runtime configuration a deployment may inject before the shell loads (`window.__APP_CONFIG__`). */
export interface AppConfig {
  apiBase?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfig;
  }
}

/** Base path of every API call: configured, else `/api` (spec part 1 section 9). */
export function getApiBase(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__?.apiBase;
  return (configured ?? API_BASE_PATH).replace(/\/+$/, '');
}
