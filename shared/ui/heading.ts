/**
 * A widget's `heading-level`: 2 to 6, so its headings fit the outline of the page around it
 * (cards right under the page's h1 are h2); anything else keeps the widget's usual level.
 */
export const headingLevel = (attribute: number | undefined, usual: number): number =>
  [2, 3, 4, 5, 6].includes(attribute!) ? attribute! : usual;
