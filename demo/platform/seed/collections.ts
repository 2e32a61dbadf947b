import type { StoredCollection } from '../db/types.ts';
import { ALL_PRODUCTS_ID } from '../domain/catalog.ts';
import { tile } from '../domain/media.ts';

export const seedCollections = (now: string): StoredCollection[] =>
  [
    {
      id: ALL_PRODUCTS_ID,
      name: 'All Products',
      slug: 'all-products',
      color: '#444444',
      description: 'Everything in the shop.',
    },
    {
      id: 'col-apparel',
      name: 'Apparel',
      slug: 'apparel',
      color: '#1f2a44',
      description: 'Tees, hoodies and hats from the venue.',
    },
    {
      id: 'col-music',
      name: 'Music',
      slug: 'music',
      color: '#7a1f5c',
      description: 'Records, CDs and tapes recorded live on our stage.',
    },
    {
      id: 'col-accessories',
      name: 'Accessories',
      slug: 'accessories',
      color: '#2f6f4f',
      description: 'Pins, stickers, mugs and the small stuff.',
    },
    {
      id: 'col-posters',
      name: 'Posters & Prints',
      slug: 'posters',
      color: '#b5651d',
      description: 'Screen-printed gig posters and photo prints.',
    },
  ].map(({ color, ...c }) => ({
    ...c,
    visible: true,
    media: tile(`media-${c.id}`, color, c.name.slice(0, 2).toUpperCase(), c.name),
    createdDate: now,
    lastUpdated: now,
  }));
