/**
 * Which events React listens for in a widget's shadow root.
 *
 * React DOM listens on every portal container for each of the 80-odd events it knows, capture
 * and bubble alike: 145 listeners on each widget's shadow root (7,000 on a page of 48 cards,
 * 12-15 ms of the main thread), and a dispatch through React for every event in the root,
 * handled or not: each image's load, each skeleton bar's CSS animation events. A shadow root
 * keeps its events from listeners outside it (or retargets them to the host), so one shared
 * container cannot listen for the cards; each root needs its own listeners, but only for the
 * events some widget handles.
 *
 * These are the events behind the handlers widgets put on DOM elements: onClick, onKeyDown,
 * onKeyUp, onFocus (focusin), onBlur (focusout), onSubmit and form actions (submit), onInput,
 * and onChange (React builds it from click, focusin, focusout, input, change, keydown and
 * keyup, and the document's selectionchange, which it listens for on the document). Handlers
 * React attaches to their element itself work without any: onLoad and onError on an image,
 * onScroll, onToggle, onInvalid, and onCancel and onClose on a dialog. Any other handler would
 * never run; the lint config rejects them on DOM elements in widgets.
 */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'click',
  'keydown',
  'keyup',
  'focusin',
  'focusout',
  'input',
  'change',
  'submit',
]);

type Listening = [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?];

/** React's listeners are bound functions (its dispatch, bound to the event and container). */
const isReacts = (listener: unknown) =>
  typeof listener === 'function' && listener.name.startsWith('bound ');

/**
 * From a widget's mount until its first commit, when React registers its listeners on the
 * shadow root (in the render that first mounts the root's portal, once per root): the root
 * takes React's listeners only for handled events. Other listeners pass as ever.
 */
export function hearOnlyHandledEvents(root: ShadowRoot): void {
  // Mounted again before its first commit: the filter is still there.
  if (Object.prototype.hasOwnProperty.call(root, 'addEventListener')) return;
  const add = root.addEventListener;
  Object.defineProperty(root, 'addEventListener', {
    configurable: true,
    value(this: ShadowRoot, type: string, ...rest: Listening) {
      if (HANDLED_EVENTS.has(type) || !isReacts(rest[0])) add.call(this, type, ...rest);
    },
  });
}

/** After the first commit: the root is an ordinary one again, for the page's own listeners. */
export function hearAllEvents(root: ShadowRoot): void {
  delete (root as { addEventListener?: unknown }).addEventListener;
}
