/** The list around the cards (card styles come from product-card.styles.ts). */
export const productListCss = `
.list { display: flex; flex-direction: column; gap: 1em; }
.toolbar { display: flex; align-items: center; justify-content: flex-end; gap: 0.5em; }
.toolbar .sw-label { margin: 0; }
.grid {
  display: grid; gap: var(--sw-grid-gap, 1em); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--sw-card-min-width, 220px)), 1fr));
}
/* Always there, a button high: "Load more" appearing after the first page shifts nothing. */
.more { display: flex; justify-content: center; min-height: 2.625em; }
.more .sw-button { height: 2.625em; min-height: 0; }
`;
