// Finds a Chromium for Playwright. Debian's package is preferred (Playwright's own browser
// download cannot work on machines without general internet); when it is missing and apt-get
// is usable it is installed; otherwise Playwright's own Chromium is used, if it has one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function canUseAptGet() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function installDebianChromium() {
  console.log('Installing Debian Chromium for the browser tests (apt-get, about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

/** The executable to launch, or undefined to let Playwright use its own browser. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (canUseAptGet()) {
    try {
      installDebianChromium();
      if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    } catch (error) {
      console.warn(`apt-get could not install chromium: ${error.message}`);
    }
  }
  console.warn("Debian's Chromium is not available; falling back to Playwright's own Chromium.");
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium() ?? "Playwright's own Chromium");
}
