import { describe, expect, it } from 'vitest';
import { returnUrl, returnedOrder } from './hosted-return';

describe('hosted checkout return', () => {
  it('marks the return URL with the event and order, keeping the page query', () => {
    const url = returnUrl('https://site.test/shows?tab=2#tickets', 'evt-1', 'AB-12');
    expect(url).toBe('https://site.test/shows?tab=2&sw-event=evt-1&sw-order=AB-12');
    expect(returnedOrder(url, 'evt-1')).toBe('AB-12');
  });

  it("buying again on a page a return opened: the new order's number, not the old one's", () => {
    const back = 'https://site.test/shows?sw-event=evt-1&sw-order=AB-12&orderNumber=AB-12';
    const url = returnUrl(back, 'evt-1', 'CD-34');
    expect(url).toBe('https://site.test/shows?sw-event=evt-1&sw-order=CD-34');
    expect(returnedOrder(url, 'evt-1')).toBe('CD-34');
  });

  it('ignores returns meant for another event, and prefers the hosted page parameter', () => {
    const url = 'https://site.test/?sw-event=evt-1&sw-order=AB-12&orderNumber=ZZ-99';
    expect(returnedOrder(url, 'evt-2')).toBeUndefined();
    expect(returnedOrder(url, 'evt-1')).toBe('ZZ-99');
    expect(returnedOrder('https://site.test/', 'evt-1')).toBeUndefined();
  });
});
