/**
 * The platform's public paths, as its official SDK sends them (`/ecom/v1/carts/current`,
 * `/_api/iam/authentication/v2/login`, ...), mapped to each service's own path, the spec's
 * (`/v1/carts/current`, `/v2/login`). These are the srcPath → destPath pairs the SDK's
 * generated modules carry for www.wixapis.com (`domainToMappings`); the real platform's
 * gateway applies them on both hosts. A bare service path passes through unchanged, so the
 * spec's paths stay aliases.
 */
const MAPPINGS: ReadonlyArray<readonly [publicPrefix: string, servicePrefix: string]> = [
  ['/ecom/v1/carts', '/v1/carts'],
  ['/ecom/v1/checkouts', '/v1/checkouts'],
  ['/ecom/v1/orders', '/v1/orders'],
  ['/back-in-stock-service', ''],
  ['/events/v1/orders', '/v1/orders'],
  ['/events/v1/events', '/v1/events'],
  ['/events/v1/checkout', '/v1/checkout'],
  ['/events/v1/pos-checkout', '/v1/pos-checkout'],
  ['/events/v1/rsvp', '/v1/rsvp'],
  ['/events/v2/rsvps', '/v2/rsvps'],
  ['/events/v3/events', '/v3/events'],
  ['/events/v3/bulk/events', '/v3/bulk/events'],
  ['/events/v3/ticket-definitions', '/v3/ticket-definitions'],
  ['/events-ticket-definitions', ''],
  ['/_api/redirects-api', ''],
  ['/_api/iam/authentication', ''],
  ['/_api/iam/recovery', ''],
  ['/_api/iam/verification', ''],
  ['/stores-reader/v1/products', '/v1/products'],
  ['/stores-reader/v1/collections', '/v1/collections'],
  ['/stores-reader/v1/variants', '/v1/variants'],
  ['/stores/v1/products', '/v1/products'],
  ['/stores/v1/collections', '/v1/collections'],
  ['/stores/v1/bulk/products', '/v1/bulk/products'],
  ['/stores/v2/inventoryItems', '/v2/inventoryItems'],
  ['/members/v1/members', '/v1/members'],
];

/** The service path a public path is served by. */
export function servicePath(path: string): string {
  for (const [publicPrefix, servicePrefix] of MAPPINGS) {
    if (path === publicPrefix || path.startsWith(`${publicPrefix}/`)) {
      return servicePrefix + path.slice(publicPrefix.length);
    }
  }
  return path;
}
