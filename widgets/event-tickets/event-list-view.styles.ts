import { TOKEN_DEFAULTS } from '../../shared/element/tokens';
import { EVENT_LIST } from './boxes';

/**
 * What only the loaded <event-list> shows, added with the list's chunk before it paints (the
 * skeleton's boxes stay in event-list.styles.ts): the links, the action row in the box the
 * skeleton kept for it (and the word under it that its seats are still held), the pager's
 * buttons, and the ticket dialog with its leave question.
 */
export const eventListViewCss = `
.sw-event-filler { visibility: hidden; }
.sw-event-image-link { display: block; }
.sw-event-title a { color: inherit; }
.sw-event-title a:focus-visible { outline-offset: -2px; }
/* The action row: a button, or the state in smaller text in a box of the same height. */
.sw-event-action {
  margin: 0.25em 0 0; height: ${EVENT_LIST.action}em; min-height: 0; padding-block: 0;
  justify-self: start; text-decoration: none;
}
.sw-event-state[data-state="sold-out"], .sw-event-state[data-state="closed"],
.sw-event-state[data-state="canceled"] { color: var(--_sw-color-danger); }
.sw-still-held { margin: 0; font-size: 0.875em; }
.sw-event-pager .sw-button { height: ${EVENT_LIST.pager}em; min-height: 0; }
.sw-ticket-dialog {
  width: min(36em, 100vw - 2em); max-height: calc(100dvh - 2em); padding: 1em;
  border: 1px solid transparent; border-radius: var(--_sw-radius); font: inherit; color: inherit;
  background: var(--_sw-color-surface); overflow-y: auto;
}
.sw-ticket-dialog::backdrop { background: var(--_sw-color-backdrop, ${TOKEN_DEFAULTS['color-backdrop']}); }
.sw-ticket-dialog .sw-event-image { max-height: 12em; }
.sw-ticket-dialog-bar { display: flex; justify-content: flex-end; margin-bottom: 0.5em; }
.sw-leave { display: grid; gap: 0.5em; margin-bottom: 0.5em; }
.sw-leave p { margin: 0; }
.sw-leave div { display: flex; flex-wrap: wrap; gap: 0.5em; }
`;
