// @vitest-environment jsdom
// A page that allows the `site-widgets` Trusted Types policy but not DOMPurify's own: DOMPurify
// cannot parse there and returns '' (seen in Chromium under `trusted-types site-widgets`).
import { render, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

it('shows the text, not nothing, when the sanitizer returns nothing for non-empty HTML', async () => {
  vi.resetModules();
  vi.doMock('./html-policy', () => ({ createHtmlSanitizer: () => () => '' }));
  (globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (_name: string, rules: { createHTML(s: string): string }) => rules,
  };
  try {
    const { loadSanitizer, RichText } = await import('./rich-text');
    await loadSanitizer();
    const { container } = render(<RichText html="<p>Soft <em>cotton</em></p>" />);
    await waitFor(() => expect(container.textContent).toBe('Soft cotton'));
    // An empty description stays empty.
    expect(render(<RichText html="" />).container.textContent).toBe('');
  } finally {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    vi.doUnmock('./html-policy');
  }
});
