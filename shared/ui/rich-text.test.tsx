// @vitest-environment jsdom
// DOMPurify does not sanitize under happy-dom (DESIGN.md §8), so this file runs in jsdom.
// The first test runs before anything has loaded the sanitizer.
import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loadSanitizer, RichText, textOf } from './rich-text';

it('renders text until the sanitizer has loaded, then sanitized HTML; never raw HTML', async () => {
  const { container } = render(
    <RichText html={'<p>Soft <em>cotton</em></p><svg onload="alert(1)"></svg>'} />,
  );
  expect(container.querySelector('em')).toBeNull();
  expect(container.textContent).toBe('Soft cotton');
  await waitFor(() => expect(container.querySelector('em')?.textContent).toBe('cotton'));
  expect(container.innerHTML).not.toContain('onload');
  // Loaded once, later rich text is HTML from its first render: no text-to-HTML swap.
  const later = render(<RichText html="<p>Soft <em>wool</em></p>" />).container;
  expect(later.querySelector('em')?.textContent).toBe('wool');
});

it('keeps formatting and drops scripts, handlers and javascript: links', async () => {
  const sanitize = await loadSanitizer();
  const html = sanitize(
    '<p>Hi <b>there</b><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
  );
  expect(html).toContain('<b>there</b>');
  expect(html).not.toMatch(/onerror|<script|javascript:/);
});

it('turns HTML into readable text without a parser, for Trusted Types pages', () => {
  expect(textOf('<p>Tom &amp; Jerry</p><script>x()</script><p>2&lt;3 &#9733;</p>')).toBe(
    'Tom & Jerry\n2<3 ★',
  );
});
