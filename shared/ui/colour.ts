/**
 * A colour from platform data (a swatch, a cart line's colour), or undefined. Only a colour
 * may reach a style: `url(…)` would load whatever it names, `var(…)` reads the host page's
 * custom properties, and a long value is no colour at all.
 */
const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
/** rgb()/hsl() with numbers, units and separators only: no nested functions, no urls. */
const FUNCTIONAL = /^(?:rgba?|hsla?)\([\d\s.,%/+\-a-z]*\)$/i;
const NAMED = /^[a-z]+$/i;

export function cssColour(value: string | null | undefined): string | undefined {
  const colour = value?.trim();
  if (!colour || colour.length > 64) return undefined;
  if (!HEX.test(colour) && !FUNCTIONAL.test(colour) && !NAMED.test(colour)) return undefined;
  // The browser knows which names and argument lists are colours; the shapes above only keep
  // out anything that is not one of these three kinds, where CSS.supports is missing too.
  const css = globalThis.CSS as typeof CSS | undefined;
  if (typeof css?.supports === 'function' && !css.supports('color', colour)) {
    return undefined;
  }
  return colour;
}
