import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';
import type { EventDetails } from './types';

const event: EventDetails = {
  id: 'evt-1',
  title: 'Jazz, Blues; and More',
  status: 'UPCOMING',
  eventPageUrl: { base: 'https://site.test', path: '/events/jazz' },
  dateAndTimeSettings: {
    startDate: '2030-03-05T04:00:00.000Z',
    endDate: '2030-03-05T07:00:00.000Z',
    timeZoneId: 'America/Los_Angeles',
  },
  location: {
    type: 'VENUE',
    name: 'The Lantern Room',
    address: { formattedAddress: '12 Harbour St' },
  },
};

describe('buildIcs', () => {
  const text = { description: 'Bestellung AB12-CD34', online: 'Online' };
  const ics = buildIcs({
    event,
    orderNumber: 'AB12-CD34',
    text,
    now: new Date('2030-01-01T00:00:00Z'),
  });

  it('is a VCALENDAR with one VEVENT in UTC, CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'DTSTART:20300305T040000Z',
        'DTEND:20300305T070000Z',
        'DTSTAMP:20300101T000000Z',
        'SUMMARY:Jazz\\, Blues\\; and More',
        'LOCATION:The Lantern Room\\, 12 Harbour St',
        'UID:evt-1-AB12-CD34@site-widgets',
        'DESCRIPTION:Bestellung AB12-CD34',
        'URL:https://site.test/events/jazz',
      ]),
    );
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it("names an online event's place in the visitor's words", () => {
    const online = { ...event, location: { type: 'ONLINE' as const } };
    const text = { description: 'Order X', online: 'En ligne' };
    expect(buildIcs({ event: online, orderNumber: 'X', text })).toContain('LOCATION:En ligne');
  });
});

describe('buildIcs and platform text', () => {
  it('escapes every line break form, so platform text cannot add properties', () => {
    const hostile: EventDetails = {
      ...event,
      title: 'Gig\rATTENDEE:mailto:x@evil.example\r\nBEGIN:VALARM',
      eventPageUrl: { base: 'https://site.test', path: '/e\r\nATTENDEE:mailto:y@evil.example' },
    };
    const ics = buildIcs({
      event: hostile,
      orderNumber: 'X',
      text: { description: 'd', online: 'o' },
    });
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => /^(ATTENDEE|BEGIN:VALARM)/.test(l))).toEqual([]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('leaves out an event page URL that is not http(s)', () => {
    const page = { ...event, eventPageUrl: { base: 'javascript:alert(1)//', path: '' } };
    const ics = buildIcs({
      event: page,
      orderNumber: 'X',
      text: { description: 'd', online: 'o' },
    });
    expect(ics).not.toContain('URL:');
  });
});
