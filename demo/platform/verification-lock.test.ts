import { describe, expect, it } from 'vitest';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

type Answer = {
  state: string;
  stateToken: string;
  details: { applicationError: { code: string } };
};

const PASSWORD = 'secret-pass';

/** A new, unverified member; answers the state token of their first code. */
const register = async (email: string) =>
  (
    await sandbox().call<Answer>('POST', '/v2/register', {
      body: { loginId: { email }, password: PASSWORD },
    })
  ).body.stateToken;

/** A fresh login of the unverified member: a new state token and a new code. */
const login = async (email: string) =>
  (
    await sandbox().call<Answer>('POST', '/v2/login', {
      body: { loginId: { email }, password: PASSWORD },
    })
  ).body.stateToken;

const resend = (stateToken: string) =>
  sandbox().call('POST', '/v1/auth/resend', { body: { stateToken } });

const verify = (stateToken: string, code: string) =>
  sandbox().call<Answer>('POST', '/v1/auth/verify', { body: { code, stateToken } });

/** The code last emailed to this address. */
const lastCode = async (email: string) => {
  const { body } = await sandbox().control<{ emails: { data: { code: string } }[] }>(
    'GET',
    `outbox?to=${email}`,
  );
  return body.emails.at(-1)!.data.code;
};

/** A six-digit code that is not the one last emailed. */
const wrongCode = async (email: string) =>
  (await lastCode(email)) === '000000' ? '000001' : '000000';

/** `count` wrong codes under one state token, each refused as a wrong code. */
const guess = async (email: string, stateToken: string, count: number) => {
  for (let i = 0; i < count; i++) {
    const answer = await verify(stateToken, await wrongCode(email));
    expect(answer.body.details.applicationError.code).toBe('VERIFICATION_FAILED');
  }
};

/** Ten wrong codes over two logins (five spend a code): the member's cap. */
const lockOut = async (email: string) => {
  await guess(email, await register(email), 5);
  await guess(email, await login(email), 5);
};

const expectLocked = (answer: Awaited<ReturnType<typeof verify>>) => {
  expect(answer.status).toBe(429);
  expect(answer.body.details.applicationError.code).toBe('TOO_MANY_VERIFICATION_ATTEMPTS');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('email verification codes', () => {
  it('counts wrong codes across resends: a new code does not start the guessing over', async () => {
    const email = 'resender@example.com';
    const stateToken = await register(email);
    // Four wrong tries, then a new code, never reaching a code's own five.
    for (const count of [4, 4, 2]) {
      await guess(email, stateToken, count);
      if (count === 4) expect((await resend(stateToken)).status).toBe(200);
    }
    expectLocked(await verify(stateToken, await wrongCode(email)));
    // The right code too: a guess that happens to be right must not be told apart.
    expectLocked(await verify(stateToken, await lastCode(email)));
  });

  it('counts wrong codes across fresh logins, and refuses the right code while locked', async () => {
    const email = 'relogger@example.com';
    await lockOut(email);
    const stateToken = await login(email);
    expect(stateToken).toBeTruthy();
    expectLocked(await verify(stateToken, await lastCode(email)));
    expectLocked(await verify(stateToken, await wrongCode(email)));
  });

  it('lets the member verify once the window has passed', async () => {
    const email = 'patient@example.com';
    await lockOut(email);
    expectLocked(await verify(await login(email), await lastCode(email)));
    await sandbox().control('POST', 'clock', { advanceMs: 30 * 60 * 1000 });
    const verified = await verify(await login(email), await lastCode(email));
    expect(verified.status).toBe(200);
    expect(verified.body.state).toBe('SUCCESS');
  });
});

/** How many verification emails this address has been sent. */
const codesSent = async (email: string) =>
  (await sandbox().control<{ emails: unknown[] }>('GET', `outbox?to=${email}`)).body.emails.length;

const expectTooManyEmails = (answer: Awaited<ReturnType<typeof resend>>) => {
  const body = answer.body as unknown as Answer;
  expect(answer.status).toBe(429);
  expect(body.details.applicationError.code).toBe('TOO_MANY_VERIFICATION_EMAILS');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('verification emails', () => {
  it('resends one state token three times, then refuses without sending', async () => {
    const email = 'flooded@example.com';
    const stateToken = await register(email);
    for (let i = 0; i < 3; i++) expect((await resend(stateToken)).status).toBe(200);
    expect(await codesSent(email)).toBe(4);
    expectTooManyEmails(await resend(stateToken));
    expect(await codesSent(email)).toBe(4);
    // The codes already sent still work: the cap stops the emails, not the member.
    expect((await verify(stateToken, await lastCode(email))).body.state).toBe('SUCCESS');
  });

  it("caps a member's emails across fresh logins until the window has passed", async () => {
    const email = 'relogin-flooded@example.com';
    // Register, then logins with the password the registrant chose: a new token each time.
    const tokens = [await register(email)];
    while (tokens.length < 8) tokens.push(await login(email));
    expect(await codesSent(email)).toBe(8);
    const refused = await sandbox().call<Answer>('POST', '/v2/login', {
      body: { loginId: { email }, password: PASSWORD },
    });
    expectTooManyEmails(refused);
    expectTooManyEmails(await resend(tokens.at(-1)!));
    expect(await codesSent(email)).toBe(8);
    await sandbox().control('POST', 'clock', { advanceMs: 30 * 60 * 1000 });
    const verified = await verify(await login(email), await lastCode(email));
    expect(verified.body.state).toBe('SUCCESS');
  });

  it("keeps the state token's own expiry: resending does not keep it alive", async () => {
    const email = 'late-resender@example.com';
    const stateToken = await register(email);
    await sandbox().control('POST', 'clock', { advanceMs: 25 * 60 * 1000 });
    expect((await resend(stateToken)).status).toBe(200);
    await sandbox().control('POST', 'clock', { advanceMs: 6 * 60 * 1000 });
    const late = await verify(stateToken, await lastCode(email));
    expect(late.body.details.applicationError.code).toBe('INVALID_STATE_TOKEN');
  });
});

describe('password recovery emails', () => {
  const askForReset = (email: string) =>
    sandbox().call('POST', '/v1/send-email', { body: { email } });

  const linksSent = async (email: string) =>
    (
      await sandbox().control<{ emails: { data: { purpose: string } }[] }>(
        'GET',
        `outbox?to=${email}`,
      )
    ).body.emails.filter((e) => e.data.purpose === 'recover-password').length;

  it('sends a member three links an hour, answering every ask as for an unknown address', async () => {
    const email = 'reset-flooded@example.com';
    await register(email);
    const unknown = await askForReset('nobody-here@example.com');
    for (let i = 0; i < 5; i++) {
      const answer = await askForReset(email);
      expect([answer.status, answer.text]).toEqual([unknown.status, unknown.text]);
    }
    expect(await linksSent(email)).toBe(3);
    await sandbox().control('POST', 'clock', { advanceMs: 60 * 60 * 1000 });
    await askForReset(email);
    expect(await linksSent(email)).toBe(4);
  });
});
