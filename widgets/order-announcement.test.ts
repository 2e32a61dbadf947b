// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { claimOrderAnnouncement } from './order-announcement';

describe('claimOrderAnnouncement', () => {
  it('claims an order number once per tab session', () => {
    const number = `N-${Math.random()}`;
    expect(claimOrderAnnouncement(number)).toBe(true);
    expect(claimOrderAnnouncement(number)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('sw-event-tickets:orders-announced')!)).toContain(
      number,
    );
  });
});
