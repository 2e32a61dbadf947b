import type { LaunchOptions } from '@playwright/test';

/**
 * Launch options for Debian's Chromium (resolved by scripts/ensure-chromium.mjs into
 * CHROMIUM_PATH). Without the background-networking flags Chromium keeps trying hosts this
 * closed network refuses.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH || undefined;
  return {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  };
}
