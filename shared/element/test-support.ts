import { onTestFinished } from 'vitest';
import { getPageSession } from '../session';
import type { WidgetErrorDetail } from './events';

let counter = 0;

/** A tag name no other test has used: custom elements cannot be undefined. */
export const uniqueTag = (name: string) => `sw-test-${name}-${++counter}`;

export function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

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
