import { useEffect } from 'react';
import { productPageProblem, useSiteConfig } from '../../shared/data';
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
  const problem = override === undefined ? null : productPageProblem(override);
  const message = problem && `<${tag}> "product-page" ${problem}.`;
  useEffect(() => {
    if (message) dispatchWidgetEvent(host, 'widget-error', { tag, message, code: 'ATTRIBUTE' });
  }, [host, tag, message]);
  if (override === undefined) return productPage;
  return problem ? undefined : override;
}
