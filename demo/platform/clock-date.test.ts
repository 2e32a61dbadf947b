import { describe, expect, it } from 'vitest';
import { CLIENT_ID, useTestSandbox } from './test-support.ts';

// Listening: Node's own `Date` is what a browser would read otherwise.
const sandbox = useTestSandbox({ listen: true });

const HOUR = 3_600_000;

describe("the answers' Date header", () => {
  it("is the sandbox's clock once advanced, as a valid HTTP date", async () => {
    await sandbox().control('POST', 'clock', { advanceMs: 2 * HOUR });
    for (const res of [
      await sandbox().call('POST', '/oauth2/token', {
        body: { grantType: 'anonymous', clientId: CLIENT_ID },
      }),
      // A refusal too: the countdown reads the Date of whatever answer came.
      await sandbox().call('GET', '/no/such/route'),
    ]) {
      const date = res.headers.get('date') ?? '';
      expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Math.abs(Date.parse(date) - (Date.now() + 2 * HOUR))).toBeLessThan(5_000);
    }
  });
});
