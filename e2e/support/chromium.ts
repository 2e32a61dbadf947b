import type { LaunchOptions } from '@playwright/test';

/** A name for 127.0.0.1 that, unlike localhost, browsers do not treat as a secure context. */
export const INSECURE_HOST = 'shop.test';

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
      `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`,
    ],
  };
}
