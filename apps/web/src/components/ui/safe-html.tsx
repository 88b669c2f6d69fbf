import { Box, type BoxProps } from '@mantine/core';
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

export interface SafeHtmlProps extends BoxProps {
  html: string;
}

/**
 * The web's own cleaning of server HTML, the second of three layers (docs/decisions/0050): the
 * server stores it sanitised, this drops whatever could still run or restyle the page, and the
 * Content-Security-Policy refuses inline script. Matches the server's rules: no script, style
 * element or attribute, frame, plugin or form; links only to web, mail and phone addresses.
 */
export const SAFE_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
} satisfies Config;

/** Server HTML (bios, plan texts) shown only after DOMPurify removed scripts, handlers, styles and frames. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, SAFE_HTML_CONFIG), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
