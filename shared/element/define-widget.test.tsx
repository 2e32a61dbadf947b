// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { use, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define-widget';
import { useHostState } from './host';
import { getSharedRoot } from './shared-root';
import { mount, shadowText, uniqueTag, useReadyConfig } from './test-support';

function Greeting({ name }: { name?: string }) {
  useHostState('ready');
  return <p>Hello {name ?? 'nobody'}</p>;
}

beforeEach(useReadyConfig);
afterEach(() => document.body.replaceChildren());

describe('defineWidget', () => {
  it('renders into an open shadow root and maps kebab-case attributes to props', async () => {
    const tag = uniqueTag('greeting');
    defineWidget(tag, Greeting, { props: { name: 'string' } });
    const element = mount(tag, { name: 'Ada' });
    await waitFor(() => expect(shadowText(element)).toBe('Hello Ada'));
    expect(element.shadowRoot?.mode).toBe('open');
    element.setAttribute('name', 'Grace');
    await waitFor(() => expect(shadowText(element)).toBe('Hello Grace'));
  });

  it('renders without a prop once its attribute is removed or emptied, or its property unset', async () => {
    const tag = uniqueTag('clearable');
    defineWidget(tag, Greeting, { props: { name: 'string' } });
    const element = mount(tag, { name: 'Ada' }) as HTMLElement & { name?: string };
    await waitFor(() => expect(shadowText(element)).toBe('Hello Ada'));
    element.removeAttribute('name');
    await waitFor(() => expect(shadowText(element)).toBe('Hello nobody'));
    element.setAttribute('name', 'Grace');
    await waitFor(() => expect(shadowText(element)).toBe('Hello Grace'));
    element.setAttribute('name', '');
    await waitFor(() => expect(shadowText(element)).toBe('Hello nobody'));
    element.name = 'Lin';
    await waitFor(() => expect(shadowText(element)).toBe('Hello Lin'));
    element.name = undefined;
    await waitFor(() => expect(shadowText(element)).toBe('Hello nobody'));
    expect(element.hasAttribute('name')).toBe(false);
    expect(element.name).toBeUndefined();
  });

  it('takes a number property unset as no value, not the text "undefined"', async () => {
    const tag = uniqueTag('count');
    const Count = ({ count }: { count?: number }) => <p>{count ?? 'none'}</p>;
    defineWidget(tag, Count, { props: { count: 'number' } });
    const element = mount(tag, { count: '2' }) as HTMLElement & { count?: number };
    await waitFor(() => expect(shadowText(element)).toBe('2'));
    element.count = undefined;
    await waitFor(() => expect(shadowText(element)).toBe('none'));
    expect(element.getAttribute('count')).toBeNull();
  });

  it('keeps its state when moved elsewhere in the page, and ends it once removed', async () => {
    const tag = uniqueTag('moved');
    const ended = vi.fn();
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => ended, []);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    defineWidget(tag, Counter);
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('0'));
    element.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => expect(shadowText(element)).toBe('1'));
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element); // a move: out of the document and back in, in one task
    document.body.insertBefore(element, elsewhere);
    await new Promise((resolve) => setTimeout(resolve));
    expect(ended).not.toHaveBeenCalled();
    element.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => expect(shadowText(element)).toBe('2'));
    element.remove();
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
  });

  it('is idempotent: a second definition warns and keeps the first', () => {
    const tag = uniqueTag('twice');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget(tag, Greeting);
    const first = customElements.get(tag);
    expect(() => defineWidget(tag, () => <p>other</p>)).not.toThrow();
    expect(customElements.get(tag)).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows its skeleton, with its props, while the widget suspends', async () => {
    const tag = uniqueTag('suspends');
    let arrive!: () => void;
    const text = new Promise<void>((resolve) => (arrive = resolve));
    function Waiting({ name }: { name?: string }) {
      use(text);
      return <p>Hello {name}</p>;
    }
    defineWidget(tag, Waiting, {
      props: { name: 'string' },
      skeleton: ({ name }) => <p>Waiting for {name}</p>,
    });
    const element = mount(tag, { name: 'Ada' });
    await waitFor(() => expect(shadowText(element)).toBe('Waiting for Ada'));
    arrive();
    await waitFor(() => expect(shadowText(element)).toBe('Hello Ada'));
  });

  it('renders after the task that defined and upgraded the element, not inside it', async () => {
    const tag = uniqueTag('later');
    defineWidget(tag, Greeting, { props: { name: 'string' } });
    const element = mount(tag, { name: 'Ada' });
    // Microtasks run before the browser may paint or handle input: still nothing rendered, so
    // the defining task (the chunk's evaluation) ends without React's render in it.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(shadowText(element)).toBe('');
    await waitFor(() => expect(shadowText(element)).toBe('Hello Ada'));
  });

  it('reflects the widget state on the host, starting with loading', async () => {
    const tag = uniqueTag('state');
    defineWidget(tag, Greeting);
    const element = mount(tag);
    expect(element.getAttribute('state')).toBe('loading');
    await waitFor(() => expect(element.getAttribute('state')).toBe('ready'));
  });

  it('renders every element through one shared React root and unmounts removed ones', async () => {
    const tag = uniqueTag('many');
    defineWidget(tag, Greeting);
    const { registry } = getSharedRoot();
    const before = registry.size;
    const elements = [mount(tag), mount(tag), mount(tag)];
    await waitFor(() => elements.forEach((e) => expect(shadowText(e)).toBe('Hello nobody')));
    expect(registry.size).toBe(before + 3);
    elements.forEach((e) => e.remove());
    await Promise.resolve(); // removed, not moved: unmounted a microtask later
    expect(registry.size).toBe(before);
  });

  it('comes alive only once in the document: one a framework built and never inserted renders nothing', async () => {
    // React builds a new tree's elements, attributes set, before it commits; a render it then
    // throws away (a superseded transition, a tree that suspended) never inserts them.
    const tag = uniqueTag('detached');
    defineWidget(tag, Greeting, { props: { name: 'string' } });
    const { registry } = getSharedRoot();
    const before = registry.size;
    const element = document.createElement(tag);
    element.setAttribute('name', 'Ada');
    element.setAttribute('name', 'Grace');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registry.size).toBe(before);
    expect(shadowText(element)).toBe('');
    expect(element.getAttribute('state')).toBeNull();
    document.body.append(element);
    await waitFor(() => expect(shadowText(element)).toBe('Hello Grace'));
    expect(registry.size).toBe(before + 1);
  });

  it('re-renders only the element whose props changed', async () => {
    const renders = new Map<string, number>();
    function Counted({ label }: { label?: string }) {
      renders.set(label ?? '', (renders.get(label ?? '') ?? 0) + 1);
      return <span>{label}</span>;
    }
    const tag = uniqueTag('memo');
    defineWidget(tag, Counted, { props: { label: 'string' } });
    const a = mount(tag, { label: 'a' });
    const b = mount(tag, { label: 'b' });
    await waitFor(() => expect(shadowText(b)).toBe('b'));
    const rendersOfA = renders.get('a');
    b.setAttribute('label', 'b2');
    await waitFor(() => expect(shadowText(b)).toBe('b2'));
    expect(renders.get('a')).toBe(rendersOfA);
    expect(shadowText(a)).toBe('a');
  });

  it('keeps state inside a widget across attribute updates', async () => {
    function Clicker({ label }: { label?: string }) {
      const [count, setCount] = useState(0);
      return (
        <button onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      );
    }
    const tag = uniqueTag('clicker');
    defineWidget(tag, Clicker, { props: { label: 'string' } });
    const element = mount(tag, { label: 'n' });
    await waitFor(() => expect(shadowText(element)).toBe('n 0'));
    element.shadowRoot?.querySelector('button')?.click();
    await waitFor(() => expect(shadowText(element)).toBe('n 1'));
    element.setAttribute('label', 'm');
    await waitFor(() => expect(shadowText(element)).toBe('m 1'));
  });

  it('adopts constructable stylesheets instead of adding <style> to the page', async () => {
    const tag = uniqueTag('styled');
    defineWidget(tag, Greeting, { styles: ['p { color: rgb(1, 2, 3); }'] });
    const element = mount(tag);
    await waitFor(() => expect(shadowText(element)).toBe('Hello nobody'));
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBe(2);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('properties set before the element is defined', () => {
  it('reach the widget once the loader defines it', async () => {
    const tag = uniqueTag('early');
    const element = document.createElement(tag) as HTMLElement & { name?: string };
    element.name = 'Early'; // a plain own property: the element is not defined yet
    document.body.append(element);
    defineWidget(tag, Greeting, { props: { name: 'string' } });
    await waitFor(() => expect(shadowText(element)).toBe('Hello Early'));
    element.name = 'Later'; // and the real setter works afterwards
    await waitFor(() => expect(shadowText(element)).toBe('Hello Later'));
  });
});
