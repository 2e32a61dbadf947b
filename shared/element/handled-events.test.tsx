// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineWidget } from './define-widget';
import { HANDLED_EVENTS } from './handled-events';
import { mount, shadowText, uniqueTag, useReadyConfig } from './test-support';

beforeEach(useReadyConfig);
afterEach(() => document.body.replaceChildren());

/** Every handler widgets may put on DOM elements, each recording its event's type. */
function Handlers({ seen }: { seen: string[] }) {
  const note = (event: { type: string }) => seen.push(event.type);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        note(event);
      }}
    >
      <div onFocus={note} onBlur={note}>
        <input aria-label="text" onChange={note} onInput={note} />
      </div>
      <input aria-label="box" type="checkbox" onChange={note} />
      <select aria-label="pick" onChange={note}>
        <option>a</option>
        <option>b</option>
      </select>
      <button type="button" onClick={note} onKeyDown={note} onKeyUp={note}>
        go
      </button>
      <p onAnimationStart={note}>shimmer</p>
    </form>
  );
}

/** A widget rendering Handlers, mounted and rendered; its shadow root. */
async function mountHandlers(seen: string[]): Promise<ShadowRoot> {
  const tag = uniqueTag('handlers');
  defineWidget(tag, () => <Handlers seen={seen} />);
  const element = mount(tag);
  await waitFor(() => expect(shadowText(element)).toContain('go'));
  return element.shadowRoot!;
}

describe("a widget's shadow root", () => {
  it("takes React's listeners only for the handled events", async () => {
    const registered: string[] = [];
    let owner: EventTarget = ShadowRoot.prototype; // whichever prototype holds the method
    while (!Object.hasOwn(owner, 'addEventListener')) owner = Object.getPrototypeOf(owner);
    const add = owner.addEventListener;
    owner.addEventListener = function (this: EventTarget, type, ...rest) {
      if (this instanceof ShadowRoot) registered.push(type);
      add.call(this, type, ...rest);
    };
    try {
      await mountHandlers([]);
    } finally {
      owner.addEventListener = add;
    }
    // React registers capture and bubble listeners for each event it knows, 145 in all.
    expect(new Set(registered)).toEqual(HANDLED_EVENTS);
    expect(registered).toHaveLength(HANDLED_EVENTS.size * 2);
  });

  it('runs every handler widgets may use, and no other', async () => {
    const seen: string[] = [];
    const root = await mountHandlers(seen);
    const text = root.querySelector<HTMLInputElement>('[aria-label="text"]')!;
    fireEvent.focusIn(text);
    fireEvent.input(text, { target: { value: 'a' } });
    fireEvent.focusOut(text);
    fireEvent.click(root.querySelector('[aria-label="box"]')!);
    fireEvent.change(root.querySelector('select')!, { target: { value: 'b' } });
    const button = root.querySelector('button')!;
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyUp(button, { key: 'Enter' });
    fireEvent.animationStart(root.querySelector('p')!);
    fireEvent.submit(root.querySelector('form')!);
    expect(seen).toEqual([
      'focus', // React's names: onFocus hears focusin
      'input',
      'change', // onChange on a text field hears input
      'blur',
      'change', // on a checkbox, click
      'change',
      'click',
      'keydown',
      'keyup',
      'submit',
    ]);
  });

  it("takes the page's own listeners for any event, before and after the first render", async () => {
    const seen: string[] = [];
    const tag = uniqueTag('listened');
    defineWidget(tag, () => <p>shimmer</p>);
    const element = mount(tag);
    const root = element.shadowRoot!;
    const note = (event: Event) => seen.push(event.type);
    root.addEventListener('animationstart', note); // before React's first render
    await waitFor(() => expect(shadowText(element)).toBe('shimmer'));
    root.addEventListener('animationend', note);
    for (const type of ['animationstart', 'animationend'])
      root.querySelector('p')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(seen).toEqual(['animationstart', 'animationend']);
  });
});
