import type { Locator, Page } from '@playwright/test';

/** Tab from where the focus is until `target` (in a widget's shadow root) has it, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator) {
  const focused = () =>
    target.evaluate(
      (element) =>
        element.getRootNode() instanceof ShadowRoot &&
        (element.getRootNode() as ShadowRoot).activeElement === element,
    );
  for (let presses = 0; presses < 40; presses += 1) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  if (!(await focused())) throw new Error('Tab never reached the target');
}
