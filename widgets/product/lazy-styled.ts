import { lazy, useState, type ComponentType } from 'react';
import { addStyles, useHost } from '../../shared/element';

/** A lazily loaded component and the styles it needs in the widget's shadow root. */
export interface StyledChunk<P> {
  Component: ComponentType<P>;
  css: string;
}

/**
 * A component from a chunk loaded on first render (a click's form or dialog, not part of the
 * family's code), its styles adopted into the widget's shadow root when it arrives.
 */
export function useLazyStyled<P extends object>(load: () => Promise<StyledChunk<P>>) {
  const root = useHost().host.shadowRoot;
  const [Component] = useState(() =>
    lazy(() =>
      load().then(({ Component, css }) => {
        addStyles(root, css);
        return { default: Component };
      }),
    ),
  );
  return Component;
}
