import { productPageProblem } from '../../shared/data';
import { dispatchWidgetEvent } from '../../shared/element';

/**
 * Tells the owner that an element's own `product-page` cannot be used, in the console and as
 * `widget-error` (`INVALID_ATTRIBUTE`): its products show without links, which says nothing
 * by itself. A separate chunk, loaded only for an element that has its own template.
 */
export function report(host: HTMLElement, template: string): void {
  const tag = host.localName;
  const problem = productPageProblem(template);
  if (!problem) return;
  const message = `"product-page" ${problem}; its products show without links.`;
  console.warn(`site-widgets <${tag}>: ${message}`);
  dispatchWidgetEvent(host, 'widget-error', { tag, message, code: 'INVALID_ATTRIBUTE' });
}
