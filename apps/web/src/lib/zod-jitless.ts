import * as z from 'zod';

/**
 * Zod without its compiled (eval) parsers: the page's Content-Security-Policy allows no `eval`
 * (script-src 'self'), and Zod's probe for it (`new Function('')`) is reported to the page as a
 * violation even though Zod catches it. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
