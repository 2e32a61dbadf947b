// `npm run gallery`: builds the widgets, runs the gallery suite (e2e/gallery/gallery.spec.ts)
// and prints the page it writes, test-results/gallery/index.html: every widget in every state,
// width and theme at once, with what each check found under each screenshot. Opens it in the
// desktop's browser where there is one (xdg-open / open); the suite's failures still show.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('node', ['scripts/e2e.mjs', 'e2e/gallery/gallery.spec.ts'], {
  stdio: 'inherit',
});
const index = resolve('test-results/gallery/index.html');
if (!existsSync(index)) {
  console.error('The gallery page was not written: see the test output above.');
  process.exit(run.status || 1);
}
console.log(`\nGallery: file://${index}`);
const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
spawnSync(opener, [index], { stdio: 'ignore' }); // no desktop here: the link above is enough
process.exit(run.status ?? 1);
