/** <event-list>: a responsive card grid, themed by --sw-* and ::part(list|item|image|title|...). */
export const eventListCss = `
.sw-event-items {
  list-style: none; margin: 0; padding: 0; display: grid; gap: 1em;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr));
}
.sw-event-items:focus { outline: none; }
.sw-event-item {
  display: flex; flex-direction: column; overflow: hidden;
  border: 1px solid var(--sw-color-border, #d4d4d8); border-radius: var(--sw-radius, 8px);
  background: var(--sw-color-surface, #fff);
}
.sw-event-image { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; }
.sw-event-body { padding: 0.75em 1em 1em; display: grid; gap: 0.25em; }
.sw-event-title { margin: 0; font-size: 1.125em; }
.sw-event-title a { color: inherit; }
.sw-event-when, .sw-event-where { margin: 0; font-size: 0.9375em; }
.sw-event-state { margin: 0.25em 0 0; font-size: 0.875em; font-weight: 600; }
.sw-event-state[data-state="sold-out"], .sw-event-state[data-state="closed"],
.sw-event-state[data-state="canceled"] { color: var(--sw-color-danger, #b91c1c); }
.sw-event-pager { display: flex; justify-content: space-between; gap: 1em; margin-top: 1em; }
`;
