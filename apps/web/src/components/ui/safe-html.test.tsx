import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { HTML_PAYLOADS, PLANTED_HTML, PLANTED_WORDS, XSS_MARKER } from '../../../../api/test/xss-payloads';
import { SafeHtml } from './safe-html';

const rendered = (html: string) =>
  render(
    <MantineProvider>
      <SafeHtml html={html} data-testid="html" />
    </MantineProvider>,
  ).getByTestId('html');

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const box = rendered('<p>Hello <strong>there</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>');
    expect(box.querySelector('strong')?.textContent).toBe('there');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it.each(HTML_PAYLOADS)('leaves nothing that could run or restyle the page of %s', (payload) => {
    const box = rendered(`<p>${PLANTED_WORDS}</p>${payload}`);
    expect(box.textContent).toContain(PLANTED_WORDS);
    // The marker sits only in what would run or load (attributes, scripts, styles, frames).
    expect(box.innerHTML).not.toContain(XSS_MARKER);
    expect(box.querySelector('script, style, iframe, object, embed, form, button, [style]')).toBeNull();
  });

  it('keeps web, mail and phone links', () => {
    const box = rendered(
      '<a href="https://example.com/a">Web</a><a href="mailto:a@example.com">Mail</a><a href="tel:5550100">Call</a><a href="/plans">Plans</a>',
    );
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'mailto:a@example.com',
      'tel:5550100',
      '/plans',
    ]);
  });

  it('cleans the planted text as a whole', () => {
    expect(rendered(PLANTED_HTML).innerHTML).not.toContain(XSS_MARKER);
  });
});
