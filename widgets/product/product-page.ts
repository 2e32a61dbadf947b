import { useSiteConfig } from '../../shared/data';

export { productPageUrl } from '../../shared/data';

/**
 * The product page template for this element: its own `product-page` attribute, else the
 * site's. An attribute that leads nowhere safe (no `{slug}`/`{id}`, not an http(s) page) gives
 * no address when filled (shared/session/page-address.ts), so the card shows no links.
 */
export function useProductPage(override: string | undefined): string | undefined {
  const { productPage } = useSiteConfig();
  return override ?? productPage;
}
