import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The one other origin the web app frames: the association video (spec 000 §1). */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy of every answer, the web app's page first (docs/decisions/0045).
 * Scripts only from this origin's files (no inline script, no eval, no event-handler attributes);
 * styles from this origin plus inline styles, because Mantine sets `style` attributes and adds
 * `<style>` elements at run time; no plugins; not framed by anyone.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", VIDEO_ORIGIN],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Browser features the store uses, each only where it needs it; every other powerful feature is off
 * for the page and anything it frames. Geolocation: the location banner's "use my location".
 * The video frame may play protected media, full screen and picture in picture.
 */
export const PERMISSIONS_POLICY: Record<string, string[]> = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  'display-capture': [],
  'encrypted-media': ['self', `"${VIDEO_ORIGIN}"`],
  fullscreen: ['self', `"${VIDEO_ORIGIN}"`],
  geolocation: ['self'],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  'picture-in-picture': ['self', `"${VIDEO_ORIGIN}"`],
  'publickey-credentials-get': [],
  'screen-wake-lock': [],
  serial: [],
  usb: [],
  'xr-spatial-tracking': [],
};

export const permissionsPolicyHeader = (policy: Record<string, string[]> = PERMISSIONS_POLICY) =>
  Object.entries(policy)
    .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
    .join(', ');

/**
 * The browser security headers on every answer: CSP, Permissions-Policy, `nosniff`, no Referer
 * (continue and quote links carry tokens in their paths), framing refused (`DENY` and
 * `frame-ancestors 'none'`), cross-origin isolation of windows and resources (helmet's defaults),
 * and HSTS behind TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance, { overTls }: { overTls: boolean }) {
  const headers = {
    ...helmetHeaders({
      // Strict-Transport-Security only where the store is reached over TLS: over plain HTTP it
      // would tell a browser to try https on a host (localhost) that has none.
      strictTransportSecurity: overTls,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      xContentTypeOptions: true,
    }),
    'permissions-policy': permissionsPolicyHeader(),
  };
  const entries = Object.entries(headers);
  // On the raw response, as helmet sets them: a route may still set its own (static logos' cross-origin resource policy).
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
  });
}

/**
 * The headers helmet sets for these options, worked out once: they are the same on every answer
 * (no nonces), and @fastify/helmet built helmet's middleware again on every request, parsing the
 * policy each time (a visible share of the hot reads' CPU in a profile).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}
