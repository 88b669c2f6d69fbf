import sanitize from 'sanitize-html';

/**
 * Server HTML (plan texts, rep bios, group about texts) as the store keeps it: tags and attributes
 * from a short list, links only to web, mail and phone addresses. No script, style, frame, form or
 * event-handler attribute survives. Applied once, when the text is written (`serverHtml` columns,
 * docs/decisions/0050); the web sanitises again before it renders.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

const ALLOWED_URL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * A value the web may put in an `href` or `src` (a site setting, a logo, a picture's link): kept
 * when it names no scheme (a path, a phone number, an e-mail address) or a web, mail or phone
 * scheme; emptied otherwise (`javascript:`, `vbscript:`, `data:`). Browsers ignore spaces and
 * control characters inside a scheme (`java\tscript:`), so those are dropped before the check.
 */
export function sanitizeUrlValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- the characters browsers skip inside a URL's scheme
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme === undefined || ALLOWED_URL_SCHEMES.has(scheme.toLowerCase()) ? value : '';
}
