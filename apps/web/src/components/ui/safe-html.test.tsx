import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const { container } = render(
      <MantineProvider>
        <SafeHtml html={'<p>Hello <strong>there</strong><img src="x" onerror="alert(1)"><script>alert(2)</script></p>'} />
      </MantineProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
