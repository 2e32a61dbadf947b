import {
  type StoredOption,
  type StoredProduct,
  type StoredVariant,
  defaultVariants,
} from '../domain/catalog.ts';
import { slugify } from '../ids.ts';
import { ALL_PRODUCTS_ID } from '../domain/catalog.ts';
import { initials, tile } from '../domain/media.ts';

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
  collection: string;
  price: number;
  colour: string;
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
    collection: 'col-apparel',
    price: 25,
    colour: '#111111',
    colours: ['Black', 'White', 'Red'],
    sizes: SIZES,
    soldOut: [
      ['Red', 'XL'],
      ['White', 'S'],
    ],
    ribbon: 'Best seller',
    brand: 'Lantern Room',
    blurb: 'Heavyweight cotton tee with the neon lantern on the chest.',
  },
  {
    name: 'Neon Nights Hoodie',
    collection: 'col-apparel',
    price: 55,
    colour: '#1f2a44',
    colours: ['Navy', 'Grey'],
    sizes: SIZES,
    ribbon: 'Sale',
    brand: 'Lantern Room',
    discount: { type: 'PERCENT', value: 20 },
    blurb: 'Brushed fleece hoodie, glow-in-the-dark print on the back.',
  },
  {
    name: 'Sold Out Tour Tee',
    collection: 'col-apparel',
    price: 28,
    colour: '#555555',
    sizes: SIZES,
    stock: 0,
    brand: 'Lantern Room',
    blurb: 'The 2024 tour shirt. Gone, but ask to be told if it returns.',
  },
  {
    name: 'Dad Cap',
    collection: 'col-apparel',
    price: 22,
    colour: '#c3b091',
    colours: ['Black', 'Khaki'],
    brand: 'Lantern Room',
    blurb: 'Unstructured six-panel cap with embroidered logo.',
  },
  {
    name: 'Ribbed Beanie',
    collection: 'col-apparel',
    price: 18,
    colour: '#d4a017',
    colours: ['Mustard', 'Black', 'Forest'],
    soldOut: [['Forest']],
    brand: 'Lantern Room',
    blurb: 'Warm enough for the queue outside in January.',
  },
  {
    name: "Women's Fitted Tee",
    collection: 'col-apparel',
    price: 26,
    colour: '#f3e9d2',
    colours: ['Cream', 'Black'],
    sizes: SIZES,
    brand: 'Lantern Room',
    ribbon: 'New',
    blurb: 'Slim-fit tee in soft ringspun cotton.',
  },
  {
    name: 'Stage Crew Windbreaker',
    collection: 'col-apparel',
    price: 70,
    colour: '#2f5d3a',
    sizes: SIZES,
    stock: 4,
    ribbon: 'Limited',
    brand: 'Lantern Room',
    blurb: 'The jacket our crew wears. Packs into its own pocket.',
  },
  {
    name: 'Crew Socks',
    collection: 'col-apparel',
    price: 12,
    colour: '#c0392b',
    dropDown: { name: 'Size', values: ['S/M', 'L/XL'] },
    brand: 'Lantern Room',
    blurb: 'Two pairs of striped crew socks.',
  },
  {
    name: 'Live at the Lantern Vinyl LP',
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
    collection: 'col-music',
    price: 12,
    colour: '#9b59b6',
    brand: 'Lantern Records',
    blurb: 'The live album on compact disc with a 12-page booklet.',
  },
  {
    name: 'Live at the Lantern Download',
    collection: 'col-music',
    price: 8,
    colour: '#8e44ad',
    productType: 'digital',
    brand: 'Lantern Records',
    blurb: 'FLAC and MP3 download of the live album.',
  },
  {
    name: 'The Velvet Static Midnight Radio LP',
    collection: 'col-music',
    price: 28,
    colour: '#34495e',
    stock: 0,
    brand: 'The Velvet Static',
    blurb: 'Debut LP from our Thursday residents. Repress coming soon.',
  },
  {
    name: 'Harbor Lights Salt and Static EP',
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
    collection: 'col-accessories',
    price: 12,
    colour: '#f1c40f',
    brand: 'Lantern Room',
    blurb: 'Three hard-enamel pins: lantern, guitar, speaker.',
  },
  {
    name: 'Sticker Pack',
    collection: 'col-accessories',
    price: 6,
    colour: '#e74c3c',
    brand: 'Lantern Room',
    blurb: 'Ten weatherproof vinyl stickers.',
  },
  {
    name: 'Lanyard and Laminate',
    collection: 'col-accessories',
    price: 10,
    colour: '#3498db',
    brand: 'Lantern Room',
    blurb: 'A replica all-access pass. It opens no doors.',
  },
  {
    name: 'Guitar Pick Tin',
    collection: 'col-accessories',
    price: 8,
    colour: '#95a5a6',
    brand: 'Lantern Room',
    blurb: 'Twelve picks in three gauges, in a hinged tin.',
  },
  {
    name: 'Venue Coffee Mug',
    collection: 'col-accessories',
    price: 16,
    colour: '#111111',
    colours: ['Black', 'White'],
    brand: 'Lantern Room',
    blurb: 'Twelve-ounce stoneware mug, dishwasher safe.',
  },
  {
    name: 'Insulated Water Bottle',
    collection: 'col-accessories',
    price: 24,
    colour: '#2f5d3a',
    stock: 0,
    brand: 'Lantern Room',
    blurb: 'Keeps drinks cold through a three-band bill.',
  },
  {
    name: 'Hi-Fi Earplugs',
    collection: 'col-accessories',
    price: 14,
    colour: '#f39c12',
    brand: 'Loop Audio',
    ribbon: 'Staff pick',
    blurb: 'Flat-response earplugs: protect your ears, keep the mix.',
  },
  {
    name: 'Gift Card',
    collection: 'col-accessories',
    price: 25,
    colour: '#d35400',
    productType: 'digital',
    dropDown: { name: 'Amount', values: ['$25', '$50', '$100'], prices: [25, 50, 100] },
    brand: 'Lantern Room',
    blurb: 'Spend it on merch or tickets.',
  },
  {
    name: 'Summer Series Poster',
    collection: 'col-posters',
    price: 20,
    colour: '#b5651d',
    dropDown: { name: 'Size', values: ['A3', 'A2'], prices: [20, 30] },
    brand: 'Lantern Room',
    blurb: 'Two-colour riso print of the summer line-up.',
  },
  {
    name: 'Screen-Printed Gig Poster',
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
    collection: 'col-posters',
    price: 40,
    colour: '#2c3e50',
    dropDown: { name: 'Finish', values: ['Matte', 'Gloss'] },
    soldOut: [['Gloss']],
    brand: 'Lantern Room',
    blurb: 'The main room from the balcony, on archival paper.',
  },
  {
    name: 'Setlist Print',
    collection: 'col-posters',
    price: 15,
    colour: '#7f8c8d',
    brand: 'Lantern Room',
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

const mediaOf = (seed: ProductSeed, id: string) => [
  tile(`${id}-main`, seed.colour, initials(seed.name), seed.name),
  ...(seed.colours ?? []).map((n) =>
    tile(`${id}-${slugify(n)}`, COLOURS[n]!, initials(seed.name), `${seed.name} in ${n}`),
  ),
];

export const seedProducts = (now: string): StoredProduct[] =>
  SEEDS.map((seed, i) => {
    const slug = slugify(seed.name);
    const id = `prod-${slug}`;
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
