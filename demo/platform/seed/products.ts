import {
  type StoredOption,
  type StoredProduct,
  type StoredVariant,
  defaultVariants,
} from '../domain/catalog.ts';
import { slugify } from '../ids.ts';
import { ALL_PRODUCTS_ID } from '../domain/catalog.ts';
import { picture } from '../domain/media.ts';
import type { ArtKind } from '../domain/product-art.ts';
import { SITE } from '../site.ts';

const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS: Record<string, string> = {
  Black: '#111111',
  White: '#f4f4f4',
  Red: '#c0392b',
  Navy: '#1f2a44',
  Grey: '#8a8d91',
  Khaki: '#c3b091',
  Mustard: '#d4a017',
  Forest: '#2f5d3a',
  Cream: '#f3e9d2',
};

interface ProductSeed {
  name: string;
  /** Its id when `prod-<slug>` would be longer than the platform's ids (GUIDs, 36 characters). */
  id?: string;
  /** What its pictures show (domain/product-art.ts). */
  art: ArtKind;
  collection: string;
  price: number;
  /** The picture's colour, for a product without a colour option. */
  colour?: string;
  /** Colour choices (COLOURS' names): one picture each, the first is the main one. */
  colours?: string[];
  sizes?: string[];
  dropDown?: { name: string; values: string[]; prices?: number[] };
  /** Stock per variant; `soldOut` lists variants (by choice values) with none left. */
  stock?: number;
  soldOut?: string[][];
  ribbon?: string;
  brand?: string;
  discount?: StoredProduct['discount'];
  productType?: 'physical' | 'digital';
  blurb: string;
}

const SEEDS: ProductSeed[] = [
  {
    name: 'Lantern Room Logo Tee',
    art: 'tee',
    collection: 'col-apparel',
    price: 25,
    colours: ['Black', 'White', 'Red'],
    sizes: SIZES,
    soldOut: [
      ['Red', 'XL'],
      ['White', 'S'],
    ],
    ribbon: 'Best seller',
    brand: SITE.name,
    blurb: 'Heavyweight cotton tee with the neon lantern on the chest.',
  },
  {
    name: 'Neon Nights Hoodie',
    art: 'hoodie',
    collection: 'col-apparel',
    price: 55,
    colours: ['Navy', 'Grey'],
    sizes: SIZES,
    ribbon: 'Sale',
    brand: SITE.name,
    discount: { type: 'PERCENT', value: 20 },
    blurb: 'Brushed fleece hoodie, glow-in-the-dark print on the back.',
  },
  {
    name: 'Sold Out Tour Tee',
    art: 'tee',
    collection: 'col-apparel',
    price: 28,
    colour: '#555555',
    sizes: SIZES,
    stock: 0,
    brand: SITE.name,
    blurb: 'The 2024 tour shirt. Gone, but ask to be told if it returns.',
  },
  {
    name: 'Dad Cap',
    art: 'cap',
    collection: 'col-apparel',
    price: 22,
    colours: ['Black', 'Khaki'],
    brand: SITE.name,
    blurb: 'Unstructured six-panel cap with embroidered logo.',
  },
  {
    name: 'Ribbed Beanie',
    art: 'beanie',
    collection: 'col-apparel',
    price: 18,
    colours: ['Mustard', 'Black', 'Forest'],
    soldOut: [['Forest']],
    brand: SITE.name,
    blurb: 'Warm enough for the queue outside in January.',
  },
  {
    name: "Women's Fitted Tee",
    art: 'fitted-tee',
    collection: 'col-apparel',
    price: 26,
    colours: ['Cream', 'Black'],
    sizes: SIZES,
    brand: SITE.name,
    ribbon: 'New',
    blurb: 'Slim-fit tee in soft ringspun cotton.',
  },
  {
    name: 'Stage Crew Windbreaker',
    art: 'windbreaker',
    collection: 'col-apparel',
    price: 70,
    colour: '#2f5d3a',
    sizes: SIZES,
    stock: 4,
    ribbon: 'Limited',
    brand: SITE.name,
    blurb: 'The jacket our crew wears. Packs into its own pocket.',
  },
  {
    name: 'Crew Socks',
    art: 'socks',
    collection: 'col-apparel',
    price: 12,
    colour: '#c0392b',
    dropDown: { name: 'Size', values: ['S/M', 'L/XL'] },
    brand: SITE.name,
    blurb: 'Two pairs of striped crew socks.',
  },
  {
    name: 'Live at the Lantern Vinyl LP',
    art: 'vinyl',
    collection: 'col-music',
    price: 30,
    colour: '#7a1f5c',
    dropDown: { name: 'Edition', values: ['Black vinyl', 'Splatter vinyl'], prices: [30, 38] },
    soldOut: [['Splatter vinyl']],
    ribbon: 'Best seller',
    brand: 'Lantern Records',
    blurb: 'Twelve songs recorded live on our stage, 180 g vinyl.',
  },
  {
    name: 'Live at the Lantern CD',
    art: 'cd',
    collection: 'col-music',
    price: 12,
    colour: '#9b59b6',
    brand: 'Lantern Records',
    blurb: 'The live album on compact disc with a 12-page booklet.',
  },
  {
    name: 'Live at the Lantern Download',
    art: 'download',
    collection: 'col-music',
    price: 8,
    colour: '#8e44ad',
    productType: 'digital',
    brand: 'Lantern Records',
    blurb: 'FLAC and MP3 download of the live album.',
  },
  {
    name: 'The Velvet Static Midnight Radio LP',
    id: 'prod-midnight-radio-lp',
    art: 'vinyl',
    collection: 'col-music',
    price: 28,
    colour: '#34495e',
    stock: 0,
    brand: 'The Velvet Static',
    blurb: 'Debut LP from our Thursday residents. Repress coming soon.',
  },
  {
    name: 'Harbor Lights Salt and Static EP',
    id: 'prod-salt-and-static-ep',
    art: 'vinyl',
    collection: 'col-music',
    price: 10,
    colour: '#16a085',
    discount: { type: 'AMOUNT', value: 2 },
    brand: 'Harbor Lights',
    ribbon: 'Sale',
    blurb: 'Five songs of sea-shanty shoegaze.',
  },
  {
    name: 'Basement Tapes Cassette',
    art: 'cassette',
    collection: 'col-music',
    price: 9,
    colour: '#e67e22',
    stock: 3,
    ribbon: 'Limited',
    brand: 'Lantern Records',
    blurb: 'Compilation of local bands, 100 copies on chrome tape.',
  },
  {
    name: 'Enamel Pin Set',
    art: 'pins',
    collection: 'col-accessories',
    price: 12,
    colour: '#f1c40f',
    brand: SITE.name,
    blurb: 'Three hard-enamel pins: lantern, guitar, speaker.',
  },
  {
    name: 'Sticker Pack',
    art: 'stickers',
    collection: 'col-accessories',
    price: 6,
    colour: '#e74c3c',
    brand: SITE.name,
    blurb: 'Ten weatherproof vinyl stickers.',
  },
  {
    name: 'Lanyard and Laminate',
    art: 'lanyard',
    collection: 'col-accessories',
    price: 10,
    colour: '#3498db',
    brand: SITE.name,
    blurb: 'A replica all-access pass. It opens no doors.',
  },
  {
    name: 'Guitar Pick Tin',
    art: 'picks',
    collection: 'col-accessories',
    price: 8,
    colour: '#95a5a6',
    brand: SITE.name,
    blurb: 'Twelve picks in three gauges, in a hinged tin.',
  },
  {
    name: 'Venue Coffee Mug',
    art: 'mug',
    collection: 'col-accessories',
    price: 16,
    colours: ['Black', 'White'],
    brand: SITE.name,
    blurb: 'Twelve-ounce stoneware mug, dishwasher safe.',
  },
  {
    name: 'Insulated Water Bottle',
    art: 'bottle',
    collection: 'col-accessories',
    price: 24,
    colour: '#2f5d3a',
    stock: 0,
    brand: SITE.name,
    blurb: 'Keeps drinks cold through a three-band bill.',
  },
  {
    name: 'Hi-Fi Earplugs',
    art: 'earplugs',
    collection: 'col-accessories',
    price: 14,
    colour: '#f39c12',
    brand: 'Loop Audio',
    ribbon: 'Staff pick',
    blurb: 'Flat-response earplugs: protect your ears, keep the mix.',
  },
  {
    name: 'Gift Card',
    art: 'gift-card',
    collection: 'col-accessories',
    price: 25,
    colour: '#d35400',
    productType: 'digital',
    dropDown: { name: 'Amount', values: ['$25', '$50', '$100'], prices: [25, 50, 100] },
    brand: SITE.name,
    blurb: 'Spend it on merch or tickets.',
  },
  {
    name: 'Summer Series Poster',
    art: 'poster',
    collection: 'col-posters',
    price: 20,
    colour: '#b5651d',
    dropDown: { name: 'Size', values: ['A3', 'A2'], prices: [20, 30] },
    brand: SITE.name,
    blurb: 'Two-colour riso print of the summer line-up.',
  },
  {
    name: 'Screen-Printed Gig Poster',
    art: 'poster',
    collection: 'col-posters',
    price: 35,
    colour: '#c0392b',
    stock: 2,
    ribbon: 'Limited',
    brand: 'Ink and Amp',
    blurb: 'Hand-pulled, signed and numbered, edition of 50.',
  },
  {
    name: 'Venue Photo Print',
    art: 'photo',
    collection: 'col-posters',
    price: 40,
    colour: '#2c3e50',
    dropDown: { name: 'Finish', values: ['Matte', 'Gloss'] },
    soldOut: [['Gloss']],
    brand: SITE.name,
    blurb: 'The main room from the balcony, on archival paper.',
  },
  {
    name: 'Setlist Print',
    art: 'setlist',
    collection: 'col-posters',
    price: 15,
    colour: '#7f8c8d',
    brand: SITE.name,
    blurb: 'The handwritten setlist from our opening night.',
  },
];

const colourOption = (names: string[], productId: string): StoredOption => ({
  optionType: 'color',
  name: 'Color',
  choices: names.map((n) => ({
    value: COLOURS[n]!,
    description: n,
    visible: true,
    mediaIds: [`${productId}-${slugify(n)}`],
  })),
});

const dropDownOption = (name: string, values: string[]): StoredOption => ({
  optionType: 'drop_down',
  name,
  choices: values.map((value) => ({ value, description: value, visible: true, mediaIds: [] })),
});

const optionsOf = (seed: ProductSeed, id: string): StoredOption[] => [
  ...(seed.colours ? [colourOption(seed.colours, id)] : []),
  ...(seed.sizes ? [dropDownOption('Size', seed.sizes)] : []),
  ...(seed.dropDown ? [dropDownOption(seed.dropDown.name, seed.dropDown.values)] : []),
];

const isSoldOut = (seed: ProductSeed, v: StoredVariant): boolean =>
  (seed.soldOut ?? []).some((values) =>
    values.every((value) =>
      Object.entries(v.choices).some(([, chosen]) => chosen === value || chosen === COLOURS[value]),
    ),
  );

const stockVariants = (
  seed: ProductSeed,
  product: Pick<StoredProduct, 'productOptions' | 'sku' | 'id'>,
) => {
  let n = 0;
  return defaultVariants(product, () => `${product.id}-v${++n}`).map((v) => {
    const choice = seed.dropDown ? v.choices[seed.dropDown.name] : undefined;
    const index = choice ? seed.dropDown!.values.indexOf(choice) : -1;
    const price = index >= 0 ? (seed.dropDown!.prices?.[index] ?? null) : null;
    return { ...v, price, quantity: isSoldOut(seed, v) ? 0 : (seed.stock ?? 20) };
  });
};

/** One picture per colour (each choice's media, domain/catalog.ts), else one in its colour. */
const mediaOf = (seed: ProductSeed, id: string) =>
  seed.colours
    ? seed.colours.map((n) =>
        picture(`${id}-${slugify(n)}`, seed.art, COLOURS[n]!, `${seed.name} in ${n}`),
      )
    : [picture(`${id}-main`, seed.art, seed.colour ?? '#555555', seed.name)];

export const seedProducts = (now: string): StoredProduct[] =>
  SEEDS.map((seed, i) => {
    const slug = slugify(seed.name);
    const id = seed.id ?? `prod-${slug}`;
    const sku = `LR-${String(i + 1).padStart(3, '0')}`;
    const productOptions = optionsOf(seed, id);
    return {
      id,
      name: seed.name,
      slug,
      visible: true,
      productType: seed.productType ?? 'physical',
      description: `<p>${seed.blurb}</p>`,
      sku,
      weight: seed.productType === 'digital' ? 0 : 0.3,
      price: seed.price,
      cost: Math.round(seed.price * 40) / 100,
      discount: seed.discount ?? { type: 'NONE', value: 0 },
      trackInventory: seed.productType !== 'digital',
      media: mediaOf(seed, id),
      productOptions,
      manageVariants: productOptions.length > 0,
      variants: stockVariants(seed, { id, sku, productOptions }),
      ribbon: seed.ribbon ?? null,
      brand: seed.brand ?? null,
      collectionIds: [ALL_PRODUCTS_ID, seed.collection],
      additionalInfoSections: [
        { title: 'Shipping', description: '<p>Ships from the venue box office within 3 days.</p>' },
      ],
      createdDate: now,
      lastUpdated: now,
    };
  });
