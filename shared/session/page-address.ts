/**
 * A site page's address template, like `/products/{slug}` or `https://shop.example/p?id={id}`:
 * `<site-config product-page>` (and other page attributes) tell the widgets where the site's
 * own page for one thing lives. Framework-free, so the config check and the widgets share it.
 * Kept small: it is in the runtime every page loads.
 */

/**
 * The address for one thing, resolved against `base` (the page the widgets are on); undefined
 * when the template names a value this thing lacks (or one it does not know), or the result is
 * not an http(s) page, so the caller shows no link. Values are URL-encoded: a slug cannot add
 * a path, a query or another scheme.
 */
export function fillPageAddress(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  base: string,
): string | undefined {
  let complete = true;
  const filled = template.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    complete &&= Boolean(values[name]);
    return encodeURIComponent(values[name] ?? '');
  });
  try {
    const url = new URL(filled, base);
    return complete && /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a template cannot be used, or null when it can: it must name one of `placeholders` (and
 * nothing else) and lead to an http(s) page, never `javascript:` or `data:`. Worded to follow
 * the attribute's name.
 */
export function pageAddressProblem(
  template: string,
  placeholders: readonly string[],
  base: string,
): string | null {
  const sample = Object.fromEntries(placeholders.map((name) => [name, 'x']));
  return template.includes('{') && fillPageAddress(template, sample, base)
    ? null
    : `must be a page address with ${placeholders.map((name) => `{${name}}`).join(' or ')}, like "/products/{slug}"`;
}
