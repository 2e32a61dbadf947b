/** `<back-in-stock>`: a small form under a product, themed through `--sw-*`. */
export const backInStockCss = `
:host { display: block; }
:host([state="empty"]) { display: none; }
.bis { display: grid; gap: 0.5em; margin: 0; padding: 0; border: 0; }
.bis-title { font-weight: 600; margin: 0; }
.bis-row { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: flex-start; }
.bis-row .sw-input { flex: 1 1 14em; min-width: 0; }
.bis-done { display: grid; gap: 0.5em; justify-items: start; }
.bis-done:focus { outline: none; }
`;
