import { getPageSession } from '../session';

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
