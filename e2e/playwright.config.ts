import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One worker: sandbox faults and the sandbox clock are global, so tests must not overlap.
  workers: 1,
  retries: 0,
  outputDir: '../test-results/e2e',
  timeout: 30_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
});
