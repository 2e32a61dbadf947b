/** `<add-to-cart>`: the shared button; the box keeps its height while the product loads. */
export const addToCartCss = `
:host { display: inline-block; min-width: 10em; }
`;
