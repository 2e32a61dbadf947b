/**
 * `order-created` fires once per order in a tab, whatever renders the confirmation again: the
 * ticket picker's and the cart's (each family loads this with its confirmation). The key keeps
 * its first name, so orders announced before still count.
 */
const FIRED_KEY = 'sw-event-tickets:orders-announced';
const firedInMemory = new Set<string>();

function readFired(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FIRED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [...firedInMemory]; // storage blocked (privacy settings): this page load only
  }
}

/**
 * True the first time an order number is seen in this tab. `order-created` must fire once
 * even when the confirmation renders again after the hosted checkout or a reload.
 */
export function claimOrderAnnouncement(orderNumber: string): boolean {
  const fired = readFired();
  if (fired.includes(orderNumber) || firedInMemory.has(orderNumber)) return false;
  firedInMemory.add(orderNumber);
  try {
    sessionStorage.setItem(FIRED_KEY, JSON.stringify([...fired, orderNumber].slice(-50)));
  } catch {
    // The in-memory set still guards this page load.
  }
  return true;
}
