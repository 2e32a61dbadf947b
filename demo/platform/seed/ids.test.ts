/**
 * The seed's ids are readable words, but no longer than the platform's own (GUIDs, 36
 * characters): the SDK declares a catalogue reference's item id at most 36 and the events' ids
 * GUIDs, and the sandbox refuses anything longer there, as the platform does.
 */
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../test-support.ts';

const sandbox = useTestSandbox();

/** Every `id` and `…Id` an entity holds, by path, but a picture's (media ids are no GUIDs). */
const idsOf = (value: unknown, path: string, found: [string, string][]): [string, string][] => {
  if (Array.isArray(value)) value.forEach((v, i) => idsOf(v, `${path}[${i}]`, found));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === 'media' || key === 'mainImage') continue;
      if (typeof child === 'string' && /^(id|\w+Id)$/.test(key))
        found.push([`${path}.${key}`, child]);
      else idsOf(child, `${path}.${key}`, found);
    }
  return found;
};

describe('seeded ids', () => {
  it('are at most 36 characters, as the platform makes them', () => {
    const { db } = sandbox().platform;
    const tables = {
      products: db.products.all(),
      collections: db.collections.all(),
      events: db.events.all(),
      ticketDefinitions: db.ticketDefinitions.all(),
      members: db.members.all(),
    };
    const ids = Object.entries(tables).flatMap(([name, docs]) => idsOf(docs, name, []));
    // Each table's ids, variants' and ticket definitions' among them.
    expect(ids.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'products[0].id',
        'products[0].variants[0].id',
        'events[0].id',
        'ticketDefinitions[0].id',
        'ticketDefinitions[0].eventId',
        'members[0].id',
      ]),
    );
    expect(ids.filter(([, id]) => id.length > 36)).toEqual([]);
  });
});
