import { expect, test, type Page } from '@playwright/test';
import { createPlatformClient } from '../../shared/client';
import { emptyTokens, type Tokens } from '../../shared/session';
import { platformUrl, siteUrl } from '../support/pages';

/** Tokens are kept per platform origin and client id. */
const tokensKey = () => `site-widgets:tokens:${new URL(platformUrl('')).origin}/demo-client`;

/** Real visitor tokens from the sandbox, with the access token already expired. */
async function expiredVisitorTokens(): Promise<Tokens> {
  let tokens = emptyTokens();
  const client = createPlatformClient({
    apiBase: platformUrl(''),
    clientId: 'demo-client',
    session: { getTokens: () => tokens, setTokens: (next) => (tokens = next) },
  });
  await client.auth.getAccessToken();
  return { ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 1 } };
}

const TEN_WIDGETS = [
  '<cart-count></cart-count>',
  '<shop-cart></shop-cart>',
  '<product-card product-slug="dad-cap"></product-card>',
  '<product-card product-slug="crew-socks"></product-card>',
  '<product-list collection-slug="music" page-size="2"></product-list>',
  '<product-details product-slug="ribbed-beanie"></product-details>',
  '<add-to-cart product-id="prod-sticker-pack"></add-to-cart>',
  '<event-list page-size="2"></event-list>',
  '<event-tickets event-slug="open-mic-night"></event-tickets>',
  '<member-menu></member-menu>',
].join('');

test('ten widgets needing a token at once with an expired access token: exactly one refresh', async ({
  page,
}) => {
  const tokens = await expiredVisitorTokens();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [tokensKey(), JSON.stringify(tokens)],
  );
  const grants: string[] = [];
  page.on('request', (request) => {
    if (request.url() === platformUrl('/oauth2/token')) {
      grants.push(String((request.postDataJSON() as { grantType?: string }).grantType));
    }
  });
  await page.goto(siteUrl('/reliability.html'));
  await page.evaluate(
    (html) => document.querySelector('#main')!.insertAdjacentHTML('beforeend', html),
    TEN_WIDGETS,
  );
  await expect(page.locator('product-card[state="ready"]')).toHaveCount(2);
  await expect(page.locator('event-list')).toHaveAttribute('state', 'ready');
  await expect(page.locator('cart-count')).toHaveAttribute('state', /empty|ready/);
  expect(grants).toEqual(['refresh_token']);
});

async function openStore(page: Page) {
  await page.goto(siteUrl('/reliability.html'));
  await page.evaluate(() =>
    document
      .querySelector('#main')!
      .insertAdjacentHTML(
        'beforeend',
        '<cart-count></cart-count><add-to-cart product-id="prod-sticker-pack"></add-to-cart>',
      ),
  );
  await expect(page.locator('cart-count')).toHaveAttribute('state', /empty|ready/);
}

test('two tabs: a cart change in one reaches the other within a second', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openStore(first);
  await openStore(second);
  await first.locator('add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(first.locator('cart-count [part~="count"]')).toHaveText('1');
  await expect(second.locator('cart-count [part~="count"]')).toHaveText('1', { timeout: 1000 });
});
