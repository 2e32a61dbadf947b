import { onTestFinished, vi } from 'vitest';
import { getPageSession } from '../session';
import type { WidgetErrorDetail } from './events';
import { sheetFor } from './styles';

let counter = 0;

/** A tag name no other test has used: custom elements cannot be undefined. */
export const uniqueTag = (name: string) => `sw-test-${name}-${++counter}`;

export function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Whether `element`'s shadow root has adopted the sheet of `cssText` (defineWidget, addStyles). */
export const adopts = (element: Element, cssText: string) =>
  element.shadowRoot!.adoptedStyleSheets.includes(sheetFor(cssText));

export const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';

export function useReadyConfig(): void {
  getPageSession()
    .getState()
    .setConfig({
      status: 'ready',
      config: { clientId: 'test-client', apiBase: 'https://api.test', locale: 'en-US' },
    });
}

/** Every `widget-error` detail the document hears from now until the test ends. */
export function widgetErrors(): WidgetErrorDetail[] {
  const seen: WidgetErrorDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<WidgetErrorDetail>).detail);
  document.addEventListener('widget-error', listener);
  onTestFinished(() => document.removeEventListener('widget-error', listener));
  return seen;
}

/**
 * The addresses `image` is given after it fails to load and the browser comes back online
 * (twice: an image asks again once per failure, a second after `online`); an `online` before
 * the failure changes nothing.
 */
export async function sourcesAfterFailureAndOnline(image: HTMLImageElement): Promise<string[]> {
  const sets: string[] = [];
  new MutationObserver((records) =>
    sets.push(...records.map(() => image.getAttribute('src')!)),
  ).observe(image, { attributes: true, attributeFilter: ['src'] });
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    dispatchEvent(new Event('online'));
    image.dispatchEvent(new Event('error'));
    dispatchEvent(new Event('online'));
    dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(2000); // the second's wait, and the observer's records
  } finally {
    vi.useRealTimers();
  }
  return sets;
}
