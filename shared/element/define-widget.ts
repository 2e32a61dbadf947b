import r2wc from '@r2wc/core';
import type { R2WCOptions, R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { hearOnlyHandledEvents } from './handled-events';
import { trackRenderedState } from './rendered-state';
import { getSharedRoot } from './shared-root';
import { adoptStyles, baseCss } from './styles';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

export interface WidgetOptions<Props> {
  /** camelCase prop names and how their attributes parse (kebab-case attributes). */
  props?: Partial<Record<Extract<keyof Props, string>, PropType>>;
  /** CSS for the shadow root, after the shared reset. */
  styles?: readonly string[];
  /**
   * Shows, with the widget's props, while the widget suspends (its text table in the page's
   * language is loading, or a lazily loaded part of it), so the page keeps the widget's box.
   * It must not suspend itself: no text hooks. Nothing by default.
   */
  skeleton?: ComponentType<Props>;
}

interface MountContext {
  id: number;
}

const LOADER = Symbol.for('site-widgets.loader');
type WithLoader = typeof globalThis & {
  [LOADER]?: { watch(root: ShadowRoot): void };
};

/** Widgets may render other widgets' tags inside their shadow roots; the loader must see them. */
const announceToLoader = (root: ShadowRoot) => (globalThis as WithLoader)[LOADER]?.watch(root);

function rendererFor(
  tag: string,
  { styles = [], skeleton }: WidgetOptions<object>,
): R2WCRenderer<object, MountContext> {
  return {
    mount(container, Component, props) {
      const shadow = container as unknown as ShadowRoot;
      adoptStyles(shadow, [baseCss, ...styles]);
      hearOnlyHandledEvents(shadow);
      announceToLoader(shadow);
      const host = shadow.host as HTMLElement;
      if (!host.hasAttribute('state')) host.setAttribute('state', 'loading');
      trackRenderedState(host);
      const id = getSharedRoot().registry.add({
        container: shadow,
        host,
        tag,
        Component: Component as ComponentType<Record<string, unknown>>,
        Skeleton: (skeleton ?? null) as ComponentType<Record<string, unknown>> | null,
        props: { ...props },
      });
      return { id };
    },
    update({ id }, props) {
      getSharedRoot().registry.update(id, { ...props });
    },
    unmount({ id }) {
      getSharedRoot().registry.remove(id);
    },
  };
}

/**
 * Registers `tag` as a custom element rendering `Component` into an open shadow root, through
 * the one shared React root. Safe to call twice (a second script copy, a second build): the
 * first definition stays and the second call only warns.
 */
export function defineWidget<Props extends object>(
  tag: string,
  Component: ComponentType<Props>,
  options: WidgetOptions<Props> = {},
): void {
  if (customElements.get(tag)) {
    // Another copy of the widgets (another version) got here first; each defines a tag once.
    console.warn(`site-widgets: <${tag}> is already defined on this page; keeping the first one.`);
    return;
  }
  const r2wcOptions = { shadow: 'open', props: options.props ?? {} } as R2WCOptions<object>;
  const element = r2wc(
    Component as ComponentType<object>,
    r2wcOptions,
    rendererFor(tag, options as WidgetOptions<object>),
  );
  customElements.define(tag, withPropsKeptAndCleared(element, Object.keys(options.props ?? {})));
}

// r2wc 1.3's own keys on each element (global symbols): the props it renders with, render,
// and whether it may mount.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');
type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

/**
 * Four things r2wc leaves out:
 * - A page may set `el.productId = …` before the loader has fetched the element's code; that
 *   value then sits on the instance and hides the prototype's setter. On upgrade, take such
 *   values off the instance and set them again through the setter (the lazy-property pattern).
 * - r2wc ignores an attribute removed or emptied, and a property set to undefined (which it
 *   turns into a removal, or for a number into "undefined"): a card went on showing the old
 *   product. Here each takes the prop away and renders again, as a framework unsetting a
 *   binding expects.
 * - r2wc unmounts an element as soon as it leaves the document, so one moved elsewhere (a
 *   keyed list reordered, a responsive layout re-parenting it) started over, releasing the
 *   seats it held. Here it unmounts only if it is still out a microtask later.
 * - r2wc counts a new element as connected, so one given an attribute before it is in the
 *   document mounted there, and one never inserted (React builds a render's elements before
 *   it commits, and drops those of a render it throws away) read the platform and stayed
 *   mounted for good. Here an element mounts when it joins the document.
 */
function withPropsKeptAndCleared(
  Base: CustomElementConstructor,
  names: readonly string[],
): CustomElementConstructor {
  // r2wc observes exactly the props' attributes, in the props' order.
  const attributes = (Base as unknown as { observedAttributes: string[] }).observedAttributes;
  const propOf = new Map(attributes.map((attribute, i) => [attribute, names[i]!]));
  const base = Base.prototype as {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };
  class Widget extends Base {
    [R2WC_CONNECTED] = false;
    connectedCallback(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
      base.connectedCallback.call(this);
    }
    disconnectedCallback(): void {
      // Moved, not removed (a framework reordering its children, a layout moving it): it is
      // back before this microtask and keeps its state, the seats it holds included.
      queueMicrotask(() => this.isConnected || base.disconnectedCallback.call(this));
    }
    attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      if (value) return base.attributeChangedCallback.call(this, attribute, old, value);
      const element = this as unknown as R2wcElement;
      delete element[R2WC_PROPS][propOf.get(attribute)!];
      element[R2WC_RENDER]();
    }
  }
  attributes.forEach((attribute, i) => {
    const inherited = Object.getOwnPropertyDescriptor(Base.prototype, names[i]!)!;
    Object.defineProperty(Widget.prototype, names[i]!, {
      ...inherited,
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else inherited.set!.call(this, value);
      },
    });
  });
  return Widget;
}
