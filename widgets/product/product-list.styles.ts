/** The list around the cards (card styles come from product-card.styles.ts). */
export const productListCss = `
.list { display: flex; flex-direction: column; gap: 1em; }
.toolbar { display: flex; align-items: center; justify-content: flex-end; gap: 0.5em; }
.toolbar .sw-label { margin: 0; }
.grid {
  display: grid; gap: var(--sw-grid-gap, 1em); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--sw-card-min-width, 220px)), 1fr));
}
.more { align-self: center; }
`;
