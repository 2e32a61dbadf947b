import { useEffect } from 'react';
import { checkProductPage, useSiteConfig } from '../../shared/data';
import { dispatchWidgetEvent, useHost } from '../../shared/element';

export { productPageUrl } from '../../shared/data';

/**
 * The product page template for this element: its own `product-page` attribute, else the
 * site's. A bad one shows no links and tells the page (`widget-error`): a link to nowhere
 * would be worse than none.
 */
export function useProductPage(override: string | undefined): string | undefined {
  const { productPage } = useSiteConfig();
  const { host, tag } = useHost();
  const check = override === undefined ? null : checkProductPage(override);
  const message = check && 'problem' in check ? `<${tag}> "product-page" ${check.problem}.` : null;
  useEffect(() => {
    if (message) dispatchWidgetEvent(host, 'widget-error', { tag, message, code: 'ATTRIBUTE' });
  }, [host, tag, message]);
  if (override === undefined) return productPage;
  return check && 'template' in check ? check.template : undefined;
}
