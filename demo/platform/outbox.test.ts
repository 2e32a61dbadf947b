import { describe, expect, it } from 'vitest';
import { MAX_OUTBOX_EMAILS, sendEmail } from './domain/outbox.ts';
import { useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

describe('the outbox', () => {
  it('keeps the newest 10,000 emails, whatever sets them off', async () => {
    const p = sandbox().platform;
    // A full outbox, stored directly: through sendEmail, each of 10,000 would trim the outbox
    // again (a scan of it), seconds of a busy machine for what one send below shows.
    p.db.transaction(() => {
      for (let i = 0; i < MAX_OUTBOX_EMAILS; i++) {
        const text = `Email ${i}`;
        const sentAt = p.clock.iso();
        p.db.outbox.put({
          id: `old-${i}`,
          to: `old-${i}@example.com`,
          subject: 'Old',
          text,
          html: text,
          sentAt,
          data: {},
        });
      }
    });
    // One more from a domain call, then one from a visitor's (a recovery link anyone may ask for).
    sendEmail(p, { to: 'domain@example.com', subject: 'New', text: 'From the domain' });
    expect(p.db.outbox.all()[0]!.to).toBe('old-1@example.com');
    const asked = await sandbox().call('POST', '/v1/send-email', {
      body: { email: 'member@example.com' },
    });
    expect(asked.status).toBe(200);

    const emails = p.db.outbox.all();
    expect(emails).toHaveLength(MAX_OUTBOX_EMAILS);
    expect(emails[0]!.to).toBe('old-2@example.com');
    expect(emails.at(-1)!.to).toBe('member@example.com');
    const { body } = await sandbox().control<{ emails: unknown[] }>(
      'GET',
      'outbox?to=member@example.com',
    );
    expect(body.emails).toHaveLength(1);
  });
});
