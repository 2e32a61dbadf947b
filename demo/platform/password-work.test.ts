import type * as Crypto from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { useTestSandbox } from './test-support.ts';

// Each scrypt run counted: what an answer costs, without timing it (a plain wrapper, not a
// vi.fn, which the config's restoreMocks would empty before each test).
const scrypt = vi.hoisted(() => ({ runs: 0 }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  const scryptSync: typeof actual.scryptSync = (...args) => {
    scrypt.runs++;
    return actual.scryptSync(...args);
  };
  return { ...actual, scryptSync };
});

const sandbox = useTestSandbox();

/** A login with a wrong password: the spec's code, and how many scrypt runs it cost. */
async function wrongLogin(email: string) {
  scrypt.runs = 0;
  const { body } = await sandbox().call<{ details: { applicationError: { code: string } } }>(
    'POST',
    '/v2/login',
    { body: { loginId: { email }, password: 'not-the-password' } },
  );
  return { code: body.details.applicationError.code, hashed: scrypt.runs };
}

it("answers a login for an unknown email after the same work as a member's wrong password", async () => {
  // Without the stand-in hash an unknown email answered at once: its timing told who is a member.
  expect(await wrongLogin('member@example.com')).toEqual({ code: '-19976', hashed: 1 });
  expect(await wrongLogin('nobody@example.com')).toEqual({ code: '-19999', hashed: 1 });
});
