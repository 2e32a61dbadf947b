import { useState, type ComponentType } from 'react';
import { addStyles, useHost } from '../../shared/element';
import { lazyPart } from '../../shared/element/lazy-part';

/**
 * A lazily loaded component and the styles it needs in the widget's shadow root (a pair, not
 * an object: its keys would be repeated in every loader, and the product family has no bytes).
 */
export type StyledChunk<P> = readonly [Component: ComponentType<P>, css: string];

/**
 * A component from a chunk loaded on first render (a click's form or dialog, not part of the
 * family's code), its styles adopted into the widget's shadow root when it arrives; one that
 * failed to arrive says so in its place, with Try again (lazyPart, as is `onlyWhenAsked`).
 */
export function useLazyStyled<P extends object>(
  load: () => Promise<StyledChunk<P>>,
  onlyWhenAsked?: boolean,
) {
  const root = useHost().host.shadowRoot;
  const [Component] = useState(() =>
    lazyPart(
      () =>
        load().then(([Component, css]) => {
          addStyles(root, css);
          return Component;
        }),
      undefined,
      onlyWhenAsked,
    ),
  );
  return Component;
}
