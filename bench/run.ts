// `npm run bench`: one table of measured facts against the budgets of DESIGN.md §7.
// `--quick` measures only what is cheap and deterministic (bytes, requests); `npm test` runs it.
import { withBench } from './browser';
import { bundleRows } from './bundle-rows';
import { addToCartRows } from './add-to-cart';
import { cpuRows } from './cpu';
import { mainThreadRows } from './main-thread';
import { hostLayoutRows, inPageRows, layoutShiftRows } from './layout-shift';
import { lighthouseRows } from './lighthouse';
import { chainRows, requestRows } from './requests';
import { clientRows } from './client-row';
import { anchorRows, pageBytesRows } from './page-bytes';
import { printTable, type Row } from './table';

const quick = process.argv.includes('--quick');
/** `--only=cpu,main,cart,shift,lighthouse`: just those browser rows (while working on one budget). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (name: string) => !quick && (!only || only.includes(name));

async function main() {
  const rows: Row[] = only
    ? []
    : [...bundleRows(), ...pageBytesRows(), ...anchorRows(), ...(await clientRows())];
  rows.push(
    ...(await withBench(async (bench) => [
      ...(only ? [] : await requestRows(bench)),
      ...(wanted('cpu') ? await cpuRows(bench) : []),
      ...(wanted('main') ? await chainRows(bench) : []),
      ...(wanted('main') ? await mainThreadRows(bench) : []),
      ...(wanted('cart') ? await addToCartRows(bench) : []),
      ...(wanted('shift') ? await layoutShiftRows(bench) : []),
      ...(wanted('shift') ? await hostLayoutRows(bench) : []),
      ...(wanted('shift') ? await inPageRows(bench) : []),
      ...(wanted('lighthouse') ? await lighthouseRows(bench) : []),
    ])),
  );
  printTable(rows);
  const over = rows.filter((row) => row.ok === false);
  if (over.length) {
    console.error(`\n${over.length} budget(s) broken: ${over.map((row) => row.name).join(', ')}`);
    process.exit(1);
  }
  console.log(`\nAll budgets met${quick ? ' (quick mode: bytes and requests only)' : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
