/**
 * Runtime configuration of the client. The API base URL defaults to '/' (docs/product.md §7) and can be
 * changed without a rebuild by defining `window.__AKIYA_CONFIG__ = { apiBaseUrl: 'https://…/' }`
 * before the shell loads.
 */
export interface ClientConfig {
  apiBaseUrl: string;
  production: boolean;
}

declare global {
  interface Window {
    __AKIYA_CONFIG__?: Partial<ClientConfig>;
  }
}

export function getClientConfig(): ClientConfig {
  const fromWindow = typeof window !== 'undefined' ? window.__AKIYA_CONFIG__ : undefined;
  const base = fromWindow?.apiBaseUrl ?? '/';
  return {
    apiBaseUrl: base.endsWith('/') ? base : `${base}/`,
    production: fromWindow?.production ?? false,
  };
}
