/**
 * Values the server writes into index.html when it serves the app (DESIGN §2 client key,
 * §3 lifestyle host). The page is the only configuration the browser reads.
 */
export const DEMO_API_CLIENT_KEY = 'YmVuZWZpdC1zdG9yZS1kZW1vOm9wZW4tZW5yb2xsbWVudA==';
export const DEFAULT_LIFESTYLE_HOST = 'lifestyle.localhost';

function readMeta(name: string, doc: Document): string | undefined {
  const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/** The base64 token sent as `Authorization: Basic <key>`; the dev server has no one to inject it. */
export function readApiClientKey(doc: Document = document, isDev: boolean = import.meta.env.DEV): string {
  return readMeta('api-client-key', doc) ?? (isDev ? DEMO_API_CLIENT_KEY : '');
}

export function readLifestyleHost(doc: Document = document): string {
  return (readMeta('lifestyle-host', doc) ?? DEFAULT_LIFESTYLE_HOST).toLowerCase();
}

/** The host name the visitor typed, without port: it selects the start-up mode and the site. */
export function readCurrentHost(): string {
  return window.location.hostname.toLowerCase();
}
