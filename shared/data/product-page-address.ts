import { fillPageAddress, pageBase } from '../session';

export { productPageProblem } from '../session';

/**
 * A product's page on the site, from a checked template: undefined without a template, or when
 * the product lacks what it names (a cart line knows its product's id, not always its slug).
 */
export const productPageUrl = (
  template: string | undefined,
  product: { id?: string | undefined; slug?: string | undefined },
): string | undefined =>
  template
    ? fillPageAddress(template, { id: product.id, slug: product.slug }, pageBase())
    : undefined;
