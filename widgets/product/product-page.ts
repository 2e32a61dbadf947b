import { useEffect } from 'react';
import { useSiteConfig } from '../../shared/data';
import { useHost } from '../../shared/element';

export { productPageUrl } from '../../shared/data';

/**
 * The product page template for this element: its own `product-page` attribute, else the
 * site's (checked when the config was read). Its own one that leads nowhere safe (no `{slug}`
 * or `{id}`, a placeholder it does not know, not an http(s) page) gives no address when filled
 * (shared/session/page-address.ts), so the products show without links, and the owner hears
 * why (product-page-problem.ts).
 */
export function useProductPage(override: string | undefined): string | undefined {
  const { productPage } = useSiteConfig();
  const { host } = useHost();
  useEffect(() => {
    // Its own chunk: only an element with its own template loads it, not every card.
    if (override)
      void import('./product-page-problem').then(({ report }) => report(host, override));
  }, [host, override]);
  return override ?? productPage;
}
