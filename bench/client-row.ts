import { measureClientSize } from './client-size';
import { kb, type Row } from './table';

const CLIENT_BUDGET = 8 * 1024;

/** The platform client for a store page's calls, next to the hosted platform's own SDK. */
export async function clientRows(): Promise<Row[]> {
  const { ours, sdk } = await measureClientSize();
  return [
    {
      name: 'client: store-page calls',
      value: `${kb(ours)} gzip`,
      budget: `<= ${kb(CLIENT_BUDGET)} gzip`,
      ok: ours <= CLIENT_BUDGET,
      note: `hosted SDK, same calls: ${kb(sdk)} gzip (${(sdk / ours).toFixed(1)}x)`,
    },
  ];
}
