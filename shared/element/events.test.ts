// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { dispatchWidgetEvent } from './events';

afterEach(() => document.body.replaceChildren());

const heard = () => {
  const events: Event[] = [];
  const listen = (event: Event) => events.push(event);
  document.addEventListener('logout', listen);
  return { events, stop: () => document.removeEventListener('logout', listen) };
};

it('bubbles from the widget to the document, once', () => {
  const widget = document.body.appendChild(document.createElement('member-login'));
  const { events, stop } = heard();
  dispatchWidgetEvent(widget, 'logout', {});
  stop();
  expect(events.map((event) => event.target)).toEqual([widget]);
});

it('reaches the document from a widget removed while its call was under way', () => {
  const widget = document.body.appendChild(document.createElement('member-login'));
  widget.remove();
  const { events, stop } = heard();
  dispatchWidgetEvent(widget, 'logout', {});
  stop();
  expect(events).toHaveLength(1);
  expect((events[0] as CustomEvent).detail).toEqual({});
});
