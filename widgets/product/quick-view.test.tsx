// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount } from '../../shared/element/test-support';
import { fakePlatform, teeShirt } from '../../shared/client/testing/catalog';
import { useCataloguePage } from './test-support';
import './index';

const photo = (id: string) => ({
  id,
  mediaType: 'image',
  title: id,
  image: { id, url: `https://img.test/${id}.png`, width: 600, height: 600 },
});
/** The tee, its colours with their own photos (the platform's choice media). */
const tee = teeShirt();
const colourTee = teeShirt({
  productOptions: tee.productOptions!.map((option) =>
    option.optionType !== 'color'
      ? option
      : {
          ...option,
          choices: option.choices.map((choice) => ({
            ...choice,
            media: { mainMedia: photo(`tee-${choice.description}`) },
          })),
        },
  ),
});
const platform = fakePlatform([colourTee]);
useCataloguePage(platform);

const $ = <T extends Element = HTMLElement>(card: Element, selector: string) =>
  card.shadowRoot!.querySelector<T>(selector);
const dialogOf = (card: Element) => $<HTMLDialogElement>(card, 'dialog.quick-view');
const chooseOptions = (card: Element) => $<HTMLButtonElement>(card, '[part="choose-options"]')!;
const focused = (card: Element) => card.shadowRoot!.activeElement;

async function openQuickView() {
  const card = mount('product-card', { 'product-id': 'tee' });
  await waitFor(() => expect(card.getAttribute('state')).toBe('ready'));
  chooseOptions(card).focus();
  chooseOptions(card).click();
  await waitFor(() => expect(dialogOf(card)?.open).toBe(true));
  return card;
}

describe("the card's quick view", () => {
  it('is a modal named for the product, with focus inside, and gives focus back on Escape', async () => {
    const card = await openQuickView();
    const dialog = dialogOf(card)!;
    expect(dialog.getAttribute('aria-label')).toBe('Tour tee');
    expect(dialog.contains(focused(card))).toBe(true);

    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialogOf(card)).toBeNull());
    expect(focused(card)).toBe(chooseOptions(card));
  });

  it('shows the price and stock of the chosen variant and adds it to the cart', async () => {
    const card = await openQuickView();
    const dialog = dialogOf(card)!;
    const add = () => dialog.querySelector<HTMLButtonElement>('[part="add-to-cart-button"]')!;
    expect(add().textContent).toBe('Choose a Size');
    fireEvent.change(dialog.querySelector('select')!, { target: { value: 'M' } });
    fireEvent.click(dialog.querySelector('input[type="radio"][value="#000000"]')!);
    await waitFor(() => expect(add().disabled).toBe(false));
    expect(dialog.querySelector('[part="price"]')!.textContent).toBe('$30.00');
    expect(dialog.querySelector('[part="stock"]')!.textContent).toBe('Only 2 left');

    add().click();
    await waitFor(() =>
      expect(platform.seen.some((seen) => seen.path.endsWith('/add-to-cart'))).toBe(true),
    );
    const body = platform.seen.find((seen) => seen.path.endsWith('/add-to-cart'))!.body;
    expect(body).toMatchObject({
      lineItems: [{ catalogReference: { options: { variantId: 'v-M-000000' } }, quantity: 1 }],
    });
  });

  it("shows the chosen colour's own image", async () => {
    const card = await openQuickView();
    const image = () => dialogOf(card)!.querySelector('.qv-media img')!.getAttribute('src');
    expect(image()).toBe('https://img.test/tee-1.png');
    fireEvent.click(dialogOf(card)!.querySelector('input[type="radio"][value="#ffffff"]')!);
    await waitFor(() => expect(image()).toBe('https://img.test/tee-White.png'));
  });

  it('marks a sold-out choice, visibly and in its name, given what else is chosen', async () => {
    const card = await openQuickView();
    const dialog = dialogOf(card)!;
    fireEvent.change(dialog.querySelector('select')!, { target: { value: 'M' } });
    await waitFor(() =>
      expect(dialog.querySelector('.swatch[data-out-of-stock]')?.textContent).toBe(
        'White (out of stock)',
      ),
    );
    expect(dialog.querySelectorAll('.swatch[data-out-of-stock]')).toHaveLength(1);
  });

  it('offers the back-in-stock request for a sold-out variant, naming it', async () => {
    const card = await openQuickView();
    const dialog = dialogOf(card)!;
    fireEvent.change(dialog.querySelector('select')!, { target: { value: 'M' } });
    fireEvent.click(dialog.querySelector('input[type="radio"][value="#ffffff"]')!);
    await waitFor(() => expect(dialog.querySelector('[part="notify-me"]')).not.toBeNull());
    dialog.querySelector<HTMLButtonElement>('[part="notify-me"]')!.click();
    await waitFor(() =>
      expect(dialog.querySelector('.bis-title')?.textContent).toBe(
        "Tour tee (M, White) is out of stock. Get an email when it's back.",
      ),
    );
  });

  it('closes with its Close button, focus back on "Choose options"', async () => {
    const card = await openQuickView();
    dialogOf(card)!.querySelector<HTMLButtonElement>('[part="close-button"]')!.click();
    await waitFor(() => expect(dialogOf(card)).toBeNull());
    expect(focused(card)).toBe(chooseOptions(card));
  });
});
