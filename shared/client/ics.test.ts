import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsDate, icsText } from './ics';

describe('ics helpers', () => {
  it('formats dates in UTC basic format', () => {
    expect(icsDate('2030-03-05T04:00:00.123-08:00')).toBe('20300305T120000Z');
  });

  it('escapes text', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd');
  });

  it('folds long lines at 75 octets, multi-byte characters kept whole', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});

describe('calendarFile', () => {
  const entry = {
    uid: 'evt-1-AB12@test',
    start: '2030-03-05T04:00:00.000Z',
    end: '2030-03-05T07:00:00.000Z',
    summary: 'Jazz',
    location: 'The Lantern Room',
    description: 'Order AB12',
    product: 'platform',
    now: new Date('2030-01-01T00:00:00Z'),
  };

  it('names its maker and leaves out a page that is not http(s)', () => {
    const ics = calendarFile({ ...entry, url: 'javascript:alert(1)' });
    expect(ics.split('\r\n')).toContain('PRODID:-//site-widgets//platform//EN');
    expect(ics).not.toContain('URL:');
    expect(calendarFile({ ...entry, url: 'https://x.test/e' })).toContain(
      '\r\nURL:https://x.test/e\r\n',
    );
  });
});
