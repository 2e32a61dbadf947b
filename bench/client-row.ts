import { measureClientSize } from './client-size';
import { kb, type Row } from './table';

const CLIENT_BUDGET = 8 * 1024;

/**
 * The platform client for a store page's calls, next to the hosted platform's own SDK. What
 * the page loads counts; code loaded only on use (the login flows) is shown beside it.
 */
export async function clientRows(): Promise<Row[]> {
  const { ours, sdk } = await measureClientSize();
  const total = (size: { onLoad: number; onUse: number }) => size.onLoad + size.onUse;
  return [
    {
      name: 'client: store-page calls',
      value: `${kb(ours.onLoad)} gzip`,
      budget: `<= ${kb(CLIENT_BUDGET)} gzip`,
      ok: ours.onLoad <= CLIENT_BUDGET,
      note:
        `+ ${kb(ours.onUse)} on sign-in; hosted SDK, same calls: ${kb(total(sdk))} gzip ` +
        `(${(total(sdk) / ours.onLoad).toFixed(1)}x)`,
    },
  ];
}
