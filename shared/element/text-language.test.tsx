// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { getPageSession } from '../session';
import { useSharedText } from '../ui';
import { defineWidget } from './define-widget';
import { mount, shadowText, uniqueTag } from './test-support';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

function Retry() {
  return <button>{useSharedText()('tryAgain')}</button>;
}

const withLocale = (locale: string) =>
  getPageSession()
    .getState()
    .setConfig({ status: 'ready', config: { clientId: 'test-client', locale } });

const rootLang = (element: Element) =>
  element.shadowRoot!.querySelector('[part~="root"]')!.getAttribute('lang');

// The text follows <site-config locale>, not the page's lang: each widget says which it is in,
// or a screen reader reads its German as English (or its English as German) by the page's lang.
it.each([
  ['de-DE', 'en', 'Erneut versuchen', 'de'],
  ['en-US', 'de', 'Try again', 'en'],
  ['fr-FR', 'fr', 'Try again', 'en'], // no French table: English, and said to be
])('with locale %s on a page of lang %s, text and lang agree', async (locale, page, text, lang) => {
  document.documentElement.lang = page;
  withLocale(locale);
  const tag = uniqueTag('lang');
  defineWidget(tag, Retry);
  const element = mount(tag);
  await waitFor(() => expect(shadowText(element)).toBe(text));
  expect(rootLang(element)).toBe(lang);
});
