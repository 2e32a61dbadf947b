import type { ProductView } from '../domain/catalog.ts';
import { esc, page } from './layout.ts';
import { sanitizeHtml } from './sanitize.ts';

/** The product page a storesProduct redirect (and line item urls) lead to. */
export const productPage = (product: ProductView, backUrl?: string) =>
  page(
    product.name,
    `<div class="card">${product.media.mainMedia ? `<img class="tile" alt="" src="${esc(product.media.mainMedia.image.url)}">` : ''}
<h1>${esc(product.name)}</h1><p><strong>${esc(product.price.formatted.discountedPrice)}</strong>${product.ribbon ? ` · ${esc(product.ribbon)}` : ''}</p>
<div>${sanitizeHtml(product.description)}</div>
${product.productOptions.map((o) => `<p><strong>${esc(o.name)}:</strong> ${o.choices.map((ch) => esc(ch.description) + (ch.inStock ? '' : ' (sold out)')).join(', ')}</p>`).join('')}
<p class="note">${esc(product.stock.inventoryStatus.replace(/_/g, ' ').toLowerCase())}</p>
${backUrl ? `<a class="button" href="${esc(backUrl)}">Back to the site</a>` : ''}</div>`,
  );
