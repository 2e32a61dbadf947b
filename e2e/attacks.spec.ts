/**
 * The widget side of the attacks suite: the page (on the site's origin) plays victim while the
 * platform's answers or the page's markup play attacker. Each test asserts the attack fails.
 */
import { expect, test, type Page } from '@playwright/test';
import type { StaticServer } from '../scripts/static-server';
import { logInOnSandbox, startAttacker } from './support/attacker';
import {
  cdnUrl,
  demoUrl,
  platformUrl,
  recordWidgetErrors,
  sandbox,
  siteUrl,
} from './support/pages';

test('a javascript: URL as the hosted login page is refused: no navigation, no dialog', async ({
  page,
}) => {
  const widgetErrors = await recordWidgetErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The platform's answer to the redirect session names a script instead of a page.
  await page.route(platformUrl('/**/redirect-session*'), (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ redirectSession: { id: 'rs', fullUrl: 'javascript:alert(1)' } }),
    }),
  );
  const address = siteUrl('/login-hosted.html');
  await page.goto(address);
  const login = page.locator('member-login');
  await login.getByRole('button', { name: 'Sign in' }).click();

  await expect(login.getByRole('alert')).toContainText('could not be opened safely');
  expect(await widgetErrors()).toContainEqual(expect.objectContaining({ code: 'UNSAFE_URL' }));
  expect(dialogs).toEqual([]);
  expect(page.url()).toBe(address);
});

test('a forged <site-config> before the real one stops the widgets and gets no request', async ({
  page,
}) => {
  const widgetErrors = await recordWidgetErrors(page);
  const forgedOrigin = new URL(cdnUrl('/')).origin;
  const toForged: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === forgedOrigin) toForged.push(request.url());
  });
  await page.goto(siteUrl('/attacks-two-configs.html'));

  for (const tag of ['member-login', 'cart-count']) {
    await expect(page.locator(tag).getByRole('alert')).toContainText(
      'two <site-config> elements that disagree',
    );
  }
  const errors = await widgetErrors();
  expect(errors.filter((e) => e.code === 'CONFIG').length).toBeGreaterThanOrEqual(2);
  // Give any late call a chance to show up before asserting there was none.
  await page.waitForTimeout(300);
  expect(toForged).toEqual([]);
});

for (const [attack, address] of [
  ['an image named currentScript above the script tag', '/attacks-clobbered-loader.html'],
  ['an inert script named widgets.js after the module script', '/attacks-inert-script.html'],
]) {
  test(`markup cannot choose where the widgets load from: ${attack}`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The forged folder answers every chunk with script, as an attacker's server would.
    const forged: string[] = [];
    await page.route(cdnUrl('/forged/**'), (route) => {
      forged.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: 'alert("forged chunk"); export {};',
      });
    });
    await page.goto(siteUrl(address!));

    // The widgets came from the script tag's own folder, and nothing from the forged one ran.
    await expect(page.locator('cart-count').getByRole('button')).toHaveAccessibleName(/^Cart/);
    expect(forged.filter((url) => url.endsWith('.js'))).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}

test('a stored token no header can carry (a line break) is dropped: the visitor can still shop', async ({
  page,
}) => {
  const key = `site-widgets:tokens:${new URL(platformUrl('/')).origin}/demo-client`;
  // What an extension, an old version or a bug left in storage, good for years.
  const corrupt = {
    accessToken: { value: 'a\r\nX-Injected: 1', expiresAt: 4_000_000_000 },
    refreshToken: { value: 'r', role: 'visitor' },
  };
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [key, JSON.stringify(corrupt)],
  );
  await page.goto(siteUrl('/login-cart.html'));
  await page
    .locator('add-to-cart')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.locator('cart-count').getByRole('button')).toHaveAccessibleName('Cart, 1 item');
});

test("a registration form whose names are an object's own (constructor, __proto__) is asked, not a crash", async ({
  page,
}) => {
  const widgetErrors = await recordWidgetErrors(page);
  const hostile = [
    {
      id: 'c1',
      type: 'constructor',
      label: 'Odd',
      inputs: [{ name: 'nickname', label: 'Nickname', mandatory: false }],
    },
    {
      id: 'c2',
      type: 'INPUT',
      label: 'Built',
      inputs: [{ name: 'constructor', label: 'Built by', mandatory: true }],
    },
    {
      id: 'c3',
      type: 'INPUT',
      label: 'Proto',
      inputs: [{ name: '__proto__', label: 'Prototype', mandatory: false }],
    },
    {
      id: 'c4',
      type: 'DROPDOWN',
      label: 'Text',
      inputs: [
        { name: 'toString', label: 'Seat side', mandatory: false, options: ['Left', 'Right'] },
      ],
    },
  ];
  await page.route('**/events/v3/events/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { event?: { form?: { controls: unknown[] } } };
    body.event?.form?.controls.push(...hostile);
    await route.fulfill({ response, json: body });
  });
  await page.goto(siteUrl('/journey-event.html?slug=the-velvet-static-album-release-show'));
  const widget = page.locator('event-tickets');
  await widget.getByRole('button', { name: 'Increase quantity' }).first().click();
  await widget.getByRole('button', { name: /^Reserve/ }).click();
  const form = widget.getByRole('form', { name: 'Your details' });
  await expect(form.getByLabel('Nickname')).toBeVisible();
  await expect(form.getByLabel('Prototype')).toBeVisible();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  // Required and left blank: said of its field, as any other.
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByLabel(/^Built by/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Prototype')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await widgetErrors()).toEqual([]);
  // The seat goes back for the tests that count them.
  await widget.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(widget.getByRole('button', { name: /^Reserve/ })).toBeVisible();
});

/*
 * A thank-you address is only a link: whoever opens it again (a bookmark, another tab, a link
 * sent to the buyer) sees the buyer's own order, but nothing was bought now. The page must not
 * hear `order-created` a second time (a conversion counted twice), and the cart the visitor
 * has now must not be shown emptied in every tab.
 */
test('an order confirmation opened again in another tab announces nothing and keeps the cart', async ({
  page,
  context,
}) => {
  const shop = siteUrl('/shop-journey.html');
  const sticker = (tab: Page) =>
    tab
      .locator('product-card')
      .filter({ has: tab.getByRole('heading', { name: 'Sticker Pack' }) })
      .getByRole('button', { name: 'Add to cart' });
  const count = (tab: Page) => tab.locator('cart-count').getByRole('button');
  await page.goto(shop);
  await sticker(page).click();
  await expect(count(page)).toHaveAccessibleName('Cart, 1 item');
  await page.locator('aside shop-cart').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${platformUrl('/hosted/checkout/')}`));
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Buyer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/shop-journey\.html\?.*orderId=/);
  const thankYou = page.url();

  const other = await context.newPage();
  await other.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    document.addEventListener('order-created', (e) => heard.push((e as CustomEvent).detail));
  });
  await other.goto(shop);
  await sticker(other).click();
  await expect(count(other)).toHaveAccessibleName('Cart, 1 item');
  await other.goto(thankYou);
  const confirmation = other
    .locator('aside shop-cart')
    .getByRole('region', { name: 'Thank you for your order' });
  await expect(confirmation).toContainText('Sticker Pack × 1');
  await expect(count(other)).toHaveAccessibleName('Cart, 1 item');
  expect(await other.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
});

/*
 * The sandbox side: a page on another loopback port (an unregistered origin) attacks the
 * sandbox and the demo while the browser holds a member's sandbox session. Each attack fails.
 */
test.describe('a page on another port against the sandbox and the demo', () => {
  let attacker: StaticServer;
  test.beforeAll(async () => {
    attacker = await startAttacker();
  });
  test.afterAll(() => attacker.close());

  test.beforeEach(async ({ page }) => {
    await logInOnSandbox(page);
    await page.goto(`${attacker.url}/`);
  });

  test('cannot reach the test controls by form, simple request or fetch', async ({ page }) => {
    const before = await sandbox<{ now: string }>('health');
    const results = await page.evaluate(async (platform) => {
      const attempts: string[] = [];
      // A simple request: no preflight, so it is sent, but the sandbox must refuse it.
      await fetch(`${platform}/_sandbox/clock`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ advanceMs: 10 * 365 * 86_400_000 }),
      });
      await fetch(`${platform}/_sandbox/faults`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ path: '/v1/products/query', status: 503, count: 1000 }),
      });
      for (const [path, init] of [
        ['/_sandbox/outbox', {}],
        ['/_sandbox/outbox', { headers: { authorization: 'demo-admin-key' } }],
        ['/_sandbox/reset', { method: 'POST', headers: { 'x-sandbox-control': '1' } }],
      ] as const) {
        try {
          await (await fetch(platform + path, init)).text();
          attempts.push(`read ${path}`);
        } catch {
          attempts.push('blocked');
        }
      }
      return attempts;
    }, platformUrl(''));
    expect(results).toEqual(['blocked', 'blocked', 'blocked']);
    // The clock did not jump ten years and no fault was armed.
    const after = await sandbox<{ now: string }>('health');
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
    const products = await fetch(platformUrl('/v1/products/query'), { method: 'POST' });
    expect(products.status).toBe(200);
  });

  test('cannot read or frame a hosted page that uses the session cookie', async ({ page }) => {
    const { redirectSession } = await (
      await fetch(platformUrl('/v1/redirect-session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ membersAccount: {} }),
      })
    ).json();
    const read = await page.evaluate(async (url) => {
      try {
        return await (await fetch(url, { credentials: 'include' })).text();
      } catch {
        return 'blocked';
      }
    }, redirectSession.fullUrl as string);
    expect(read).toBe('blocked');
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, redirectSession.fullUrl as string);
    await page.waitForTimeout(1000);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.locator('text=member@example.com').count()).toBe(0);
  });

  test('gets no code from the hidden login frame', async ({ page }) => {
    const messages = await page.evaluate(async (platform) => {
      const created = await fetch(`${platform}/v1/redirect-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          auth: {
            authRequest: {
              clientId: 'demo-client',
              responseMode: 'web_message',
              codeChallenge: 'a'.repeat(43),
              state: 'evil',
            },
            prompt: 'none',
          },
        }),
      });
      const { redirectSession } = await created.json();
      const seen: unknown[] = [];
      window.addEventListener('message', (event) => seen.push(event.data));
      const frame = document.createElement('iframe');
      frame.src = redirectSession.fullUrl;
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return seen;
    }, platformUrl(''));
    expect(messages).toEqual([]);
  });

  test('cannot use the admin key from its page: no price changed, no member token', async ({
    page,
  }) => {
    const product = platformUrl('/v1/products/prod-lantern-room-logo-tee');
    const priceNow = async () =>
      ((await (await fetch(product)).json()) as { product: { priceData: { price: number } } })
        .product.priceData.price;
    const before = await priceNow();
    const statuses = await page.evaluate(
      async ({ platform, product, key }) => {
        const send = async (url: string, method: string, body: unknown) => {
          try {
            const init = {
              method,
              headers: { authorization: key, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            };
            return (await fetch(url, init)).status;
          } catch {
            return 'blocked';
          }
        };
        return [
          await send(product, 'PATCH', { product: { priceData: { price: 0.01 } } }),
          await send(`${platform}/oauth2/token`, 'POST', {
            grantType: 'authorized_client',
            clientId: 'demo-client',
            memberId: 'member-demo',
          }),
        ];
      },
      { platform: platformUrl(''), product, key: process.env.SW_ADMIN_KEY! },
    );
    expect(statuses).toEqual([403, 403]);
    expect(await priceNow()).toBe(before);
  });

  test("cannot sign the browser's member out with a hidden image", async ({ page }) => {
    await page.evaluate(async (logout) => {
      const image = new Image();
      const loaded = new Promise((resolve) => (image.onload = image.onerror = resolve));
      image.src = logout;
      await loaded;
    }, platformUrl('/v1/logout?clientId=demo-client'));
    const { redirectSession } = await (
      await fetch(platformUrl('/v1/redirect-session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ membersAccount: { section: 'ACCOUNT_INFO' } }),
      })
    ).json();
    // Still signed in: the account page itself, not the login form (which names the demo member).
    await page.goto(redirectSession.fullUrl as string);
    await expect(page).not.toHaveTitle(/Log in/);
    await expect(page.getByText('member@example.com')).toBeVisible();
  });

  test('cannot sign the browser in as its own member with a link to its account page', async ({
    page,
  }) => {
    // The attacker's own member (any account it holds) and its account page's address.
    const minted = await fetch(platformUrl('/oauth2/token'), {
      method: 'POST',
      headers: { authorization: process.env.SW_ADMIN_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({
        grantType: 'authorized_client',
        clientId: 'demo-client',
        memberId: 'member-approval',
      }),
    });
    const { access_token: token } = (await minted.json()) as { access_token: string };
    const { redirectSession } = await (
      await fetch(platformUrl('/v1/redirect-session'), {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ membersAccount: { section: 'ACCOUNT_INFO' } }),
      })
    ).json();
    await page.evaluate((url) => {
      const link = Object.assign(document.createElement('a'), { href: url, textContent: 'Prize' });
      document.body.append(link);
    }, redirectSession.fullUrl as string);
    await page.getByRole('link', { name: 'Prize' }).click();
    // The page opened shows the browser's own member, still the one signed in: not the sender.
    await expect(page.getByText('member@example.com')).toBeVisible();
    await expect(page.getByText('approval@example.com')).toHaveCount(0);
  });

  test('cannot read the demo admin console, which holds no key', async ({ page }) => {
    const html = await (await fetch(demoUrl('admin/'))).text();
    expect(html).not.toContain(process.env.SW_ADMIN_KEY!);
    const read = await page.evaluate(async (url) => {
      try {
        return await (await fetch(url)).text();
      } catch {
        return 'blocked';
      }
    }, demoUrl('admin/'));
    expect(read).toBe('blocked');
  });
});

/*
 * A compromised platform: every answer the widgets read carries script in each text field,
 * `javascript:` in each address and CSS in each colour. Nothing may run or reach the DOM as
 * markup that could run.
 */
const SCRIPT_HTML =
  '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">a</a><svg onload="alert(3)"></svg>' +
  '<iframe srcdoc="<script>alert(4)</script>"></iframe><form action="javascript:alert(5)">' +
  '<button>b</button></form><style>*{background:url(javascript:alert(6))}</style><script>alert(7)</script>';

function poison(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  if (typeof value !== 'string') return value;
  if (/(url|href|link|base)$/i.test(key)) return 'javascript:alert("url")//';
  if (/description|text$/i.test(key)) return SCRIPT_HTML;
  if (/^(name|title|ribbon|brand|label)$/.test(key))
    return `<img src=x onerror="alert(8)">${value}`;
  if (key === 'code' || key === 'color') return 'url("javascript:alert(9)")';
  return value;
}

test("a compromised platform's answers run no script in any widget", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(platformUrl('/**'), async (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/widgets/')) return route.continue();
    const response = await route.fetch();
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route.fulfill({ response, body: text });
    }
    await route.fulfill({ response, json: poison(body) });
  });
  await page.goto(siteUrl('/store.html'));
  await page.evaluate(() => {
    document
      .querySelector('product-details')!
      .setAttribute('product-slug', 'basement-tapes-cassette');
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'beforeend',
        '<event-list page-size="20"></event-list><event-tickets event-slug="small-hours-jazz-trio"></event-tickets>',
      );
  });
  await expect(page.locator('product-list [part~="name"]')).toHaveCount(4);
  // The poison arrived: names show it as text.
  await expect(page.locator('product-list [part~="name"]').first()).toContainText('<img src=x');
  await expect(page.locator('product-details .description')).toContainText('a');
  await expect(page.locator('event-list [part~="item"]').first()).toBeVisible();
  await expect(page.locator('event-tickets [part~="title"]').first()).toContainText('<img');
  await page.locator('product-details').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('cart-count [part~="count"]')).toHaveText('1');
  await page.locator('cart-count').click();
  await expect(page.locator('shop-cart [part~="line-name"]').first()).toBeVisible();
  // Every image in the widgets has loaded or failed: any onerror has had its turn.
  await page.waitForFunction(() => {
    const images: HTMLImageElement[] = [];
    const visit = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (element instanceof HTMLImageElement) images.push(element);
      }
    };
    visit(document.body);
    return images.every((image) => image.complete);
  });
  const executable = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (['script', 'iframe', 'object', 'embed', 'style'].includes(element.localName))
          found.push(element.localName);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
          // An image's javascript: source is inert (never run), so only links, frames, forms.
          if (/^(href|action|formaction|srcdoc)$/i.test(attribute.name))
            if (/javascript:/i.test(attribute.value)) found.push(`${element.localName}[js]`);
          if (attribute.name === 'style' && /url\(/i.test(attribute.value))
            found.push(`${element.localName}[style url]`);
        }
      }
    };
    visit(document.querySelector('main')!);
    visit(document.querySelector('header')!);
    visit(document.querySelector('shop-cart')!);
    return found;
  });
  expect(executable).toEqual([]);
  expect(dialogs).toEqual([]);
});
