/**
 * A site page's address template, like `/products/{slug}` or `https://shop.example/p?id={id}`:
 * `<site-config product-page>` (and other page attributes) tell the widgets where the site's
 * own page for one thing lives. Framework-free, so the config check and the widgets share it.
 * Kept small: it is in the runtime every page loads.
 */

/**
 * The address for one thing, resolved against `base` (the page the widgets are on); undefined
 * when the template names no value, or one this thing lacks (or one it does not know), or the
 * result is not an http(s) page, so the caller shows no link. Values are URL-encoded: a slug cannot add
 * a path, a query or another scheme.
 */
export function fillPageAddress(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  base: string,
): string | undefined {
  let complete = true;
  const fill = (value: string | undefined) =>
    template.replace(/\{([^{}]*)\}/g, (_, name: string) => {
      // "." and ".." would climb out of the template's path ("/events/.." is "/").
      complete &&= !/^\.{0,2}$/.test(value ?? values[name] ?? '');
      return encodeURIComponent(value ?? values[name] ?? '');
    });
  try {
    const url = new URL(fill(undefined), base);
    const sample = fill('x');
    // A value in the host part could pick another site: the origin must be the template's.
    // A template with no placeholder ("/products/", "/p/{slug") would link every item to one
    // page: none either.
    return complete &&
      sample !== template &&
      /^https?:$/.test(url.protocol) &&
      url.origin === new URL(sample, base).origin
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a template cannot be used, or null when it can: it must name one of `placeholders` (and
 * nothing else) and lead to an http(s) page, never `javascript:` or `data:`. Worded to follow
 * the attribute's name, with `example` (a good template for that page).
 */
export function pageAddressProblem(
  template: string,
  placeholders: readonly string[],
  example: string,
  base: string,
): string | null {
  // Not fillPageAddress's own "x": a placeholder in the host (`https://{slug}.shop.example`)
  // then moves the origin, as a real slug would, and is refused here, not at each link.
  const sample = Object.fromEntries(placeholders.map((name) => [name, 'y']));
  return fillPageAddress(template, sample, base)
    ? null
    : `must be a page address with ${placeholders.map((name) => `{${name}}`).join(' or ')}, like "${example}"`;
}
