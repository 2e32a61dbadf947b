import { describe, expect, it } from 'vitest';
import { MAX_OUTBOX_EMAILS, sendEmail } from './domain/outbox.ts';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

describe('the outbox', () => {
  it('keeps the newest 10,000 emails, whatever sets them off', async () => {
    const p = sandbox().platform;
    p.db.transaction(() => {
      for (let i = 0; i < MAX_OUTBOX_EMAILS; i++)
        sendEmail(p, { to: `old-${i}@example.com`, subject: 'Old', text: `Email ${i}` });
    });
    // A visitor's call that sends one more (a recovery link anyone may ask for).
    const asked = await sandbox().call('POST', '/v1/send-email', {
      body: { email: 'member@example.com' },
    });
    expect(asked.status).toBe(200);

    const emails = p.db.outbox.all();
    expect(emails).toHaveLength(MAX_OUTBOX_EMAILS);
    expect(emails[0]!.to).toBe('old-1@example.com');
    expect(emails.at(-1)!.to).toBe('member@example.com');
    const { body } = await sandbox().control<{ emails: unknown[] }>(
      'GET',
      'outbox?to=member@example.com',
    );
    expect(body.emails).toHaveLength(1);
  });
});
