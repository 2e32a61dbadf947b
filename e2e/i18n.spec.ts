import { expect, test } from '@playwright/test';
import { recordWidgetErrors, siteUrl, watchErrors } from './support/pages';

test('a page with <site-config locale="de-DE"> shows the card and the cart count in German', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const english: string[] = [];
  // Every text the card shows on its way to ready: English must never appear in between.
  await page.exposeFunction('sawText', (text: string) => english.push(text));
  await page.addInitScript(() => {
    const seen = (window as unknown as { sawText(text: string): void }).sawText;
    const check = () => {
      const text = document.querySelector('product-card')?.shadowRoot?.textContent ?? '';
      if (/Add to cart|In stock/.test(text)) seen(text);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(siteUrl('/i18n.html'));

  const card = page.locator('product-card');
  await expect(card).toHaveAttribute('state', 'ready');
  await expect(card.locator('[part~="name"]')).toHaveText('Sticker Pack');
  await expect(card.locator('[part~="stock"]')).toHaveText('Auf Lager');
  await expect(card.locator('[part~="price"]')).toHaveText(/^6,00\s\$$/);
  const count = page.locator('cart-count [part~="count"]');
  await expect(count).toHaveAttribute('aria-label', 'Warenkorb, 0 Artikel');

  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(count).toHaveAttribute('aria-label', 'Warenkorb, 1 Artikel');
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  expect(english).toEqual([]);
  expect(errors).toEqual([]);
});

test('the German drawer cart fits a phone: its longer labels never push past its edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(siteUrl('/i18n.html'));
  const card = page.locator('product-card');
  await card.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('cart-count [part~="badge"]')).toHaveText('1');
  // The count opens the drawer once the drawer is on the page (it says so: aria-haspopup).
  const count = page.locator('cart-count').getByRole('button');
  await expect(count).toHaveAttribute('aria-haspopup', 'dialog');
  await count.click();
  const drawer = page.locator('shop-cart').getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Einlösen' })).toBeVisible();
  const overflowing = await page.locator('shop-cart').evaluate((host) => {
    const dialog = host.shadowRoot!.querySelector('dialog')!.getBoundingClientRect();
    return [...host.shadowRoot!.querySelectorAll('dialog *')]
      .filter((element) => element.getBoundingClientRect().right > dialog.right + 0.5)
      .map((element) => `${element.localName}.${element.className}`);
  });
  expect(overflowing).toEqual([]);
});

const replacements = [
  'the old one leaves first',
  'the new one joins first',
  'the new one joins in a later task, as a lazily loaded view would',
  'its locale is changed in place, as React and Vue re-render it',
] as const;

for (const order of replacements) {
  test(`a single-page app replacing or re-rendering <site-config> to switch language: the widgets follow, no error (${order})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const widgetErrors = await recordWidgetErrors(page);
    await page.goto(siteUrl('/i18n.html'));
    const card = page.locator('product-card');
    await expect(card.locator('[part~="stock"]')).toHaveText('Auf Lager');

    await page.evaluate(async (index) => {
      const old = document.querySelector('site-config')!;
      if (index === 3) return old.setAttribute('locale', 'en-US');
      const english = old.cloneNode() as Element;
      english.setAttribute('locale', 'en-US');
      if (index === 1) {
        old.after(english);
        old.remove();
        return;
      }
      old.remove();
      if (index === 2) await new Promise((resolve) => setTimeout(resolve, 200));
      document.body.prepend(english);
    }, replacements.indexOf(order));

    await expect(card.locator('[part~="stock"]')).toHaveText('In stock');
    await expect(card.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await expect(page.locator('cart-count [part~="count"]')).toHaveAttribute(
      'aria-label',
      'Cart, 0 items',
    );
    await page.waitForTimeout(100); // past the end of the task that replaced it
    await expect(card).toHaveAttribute('state', 'ready');
    expect(await widgetErrors()).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('two <site-config> that disagree, both in the page, are still an error', async ({ page }) => {
  const widgetErrors = await recordWidgetErrors(page);
  await page.goto(siteUrl('/i18n.html'));
  const card = page.locator('product-card');
  await expect(card.locator('[part~="stock"]')).toHaveText('Auf Lager');
  await page.evaluate(() => {
    const other = document.querySelector('site-config')!.cloneNode() as Element;
    other.setAttribute('locale', 'en-US');
    document.body.append(other);
  });
  await expect(card).toHaveAttribute('state', 'error');
  await expect(card.locator('[part~="notice"]')).toContainText('two <site-config> elements');
  expect((await widgetErrors()).some((detail) => detail.code === 'CONFIG')).toBe(true);
});

test("a German checkout form says the platform's refusal of a field in German, on that field", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The platform finds fault where the form's own checks do not (an address that takes no
  // mail): its words are English, and must not reach this page.
  await page.route(
    (url) => url.pathname.endsWith('/events/v1/checkout'),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              message: 'INVALID_ARGUMENT: "guests.0.form.inputValues.email" is not deliverable',
              details: {
                validationError: {
                  fieldViolations: [
                    {
                      field: 'guests.0.form.inputValues.email',
                      description: 'is not deliverable',
                      violatedRule: 'FORMAT',
                      ruleName: 'FORMAT',
                      data: {},
                    },
                  ],
                },
              },
            },
          })
        : route.fallback(),
  );
  await page.goto(siteUrl('/i18n-event.html'));
  const tickets = page.locator('event-tickets');
  await tickets
    .getByRole('button', { name: /^Menge von .+ erhöhen$/ })
    .first()
    .click();
  await tickets.locator('[part="reserve"]').click();
  const form = tickets.getByRole('form', { name: 'Ihre Angaben' });
  await form
    .getByRole('textbox', { name: /first name|vorname/i })
    .first()
    .fill('Ada');
  await form
    .getByRole('textbox', { name: /last name|nachname/i })
    .first()
    .fill('Lovelace');
  const email = form.getByRole('textbox', { name: /e-?mail/i }).first();
  await email.fill('ada@example.com');
  await form.getByRole('button', { name: 'Weiter' }).click();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    /^E-?Mail: Bitte geben Sie eine Adresse an, die E-Mails empfangen kann, z\. B\. name@example\.com\.$/i,
  );
  await expect(email).toBeFocused();
  await expect(tickets).not.toContainText('deliverable');
  expect(errors).toEqual([]);
});
