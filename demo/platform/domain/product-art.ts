/**
 * Drawn product pictures for the seeded catalogue: each kind of product (tee, hoodie, record,
 * mug, ...) is a few flat shapes in the product's colour, so a shop on the demo looks like a
 * shop and a colour variant shows that colour. Everything here is fixed markup plus colours
 * computed from a validated hex: no outside text ever reaches the SVG.
 */

interface Palette {
  /** The product's colour. */
  fill: string;
  /** Outlines and shadows: darker than the fill, or lighter when the fill is near black. */
  line: string;
  /** A lighter tone of the fill, for highlights and trims. */
  light: string;
  /** A darker tone of the fill, for insides (a hood's opening). */
  shadow: string;
  /** The print (the lantern emblem) that reads on the fill. */
  ink: string;
}

const GOLD = '#f7d774';
const NAVY = '#1b1b2f';

const channels = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Relative brightness 0..1 (perceived, not WCAG luminance: enough to pick a tone). */
const brightness = (hex: string) => {
  const [r, g, b] = channels(hex);
  return (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
};

/** `hex` moved towards white (amount > 0) or black (amount < 0). */
const mix = (hex: string, amount: number) =>
  '#' +
  channels(hex)
    .map((c) => Math.round(amount > 0 ? c + (255 - c) * amount : c * (1 + amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('');

const paletteOf = (hex: string): Palette => {
  const bright = brightness(hex);
  return {
    fill: `#${hex}`,
    line: bright < 0.2 ? mix(hex, 0.35) : mix(hex, -0.35),
    light: mix(hex, bright > 0.85 ? -0.08 : 0.3),
    shadow: mix(hex, -0.3),
    ink: bright > 0.55 ? NAVY : GOLD,
  };
};

/** An attribute list from an object (numbers and fixed strings only). */
const attrs = (a: Record<string, string | number>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
const el = (tag: string, a: Record<string, string | number>) => `<${tag} ${attrs(a)}/>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/**
 * A closed outline symmetric about x = 300, from the right half's points ([dx, y], top centre
 * to bottom centre): garments are drawn once per side, never copied.
 */
const symmetric = (half: [number, number][]) => {
  const right = half.map(([dx, y]) => `${300 + dx} ${y}`);
  const left = [...half].reverse().map(([dx, y]) => `${300 - dx} ${y}`);
  return `M${[...right, ...left].join(' L')} Z`;
};

const outlined = (d: string, c: Palette, fill = c.fill) =>
  el('path', { d, fill, stroke: c.line, 'stroke-width': 6, 'stroke-linejoin': 'round' });

/** The venue's lantern, centred on (x, y): the print on most of the merchandise. */
const lantern = (x: number, y: number, scale: number, ink: string) =>
  group(
    `translate(${x} ${y}) scale(${scale})`,
    [
      el('path', { d: 'M-14 -46 Q0 -66 14 -46', fill: 'none', stroke: ink, 'stroke-width': 5 }),
      el('rect', { x: -22, y: -46, width: 44, height: 10, rx: 3, fill: ink }),
      el('rect', {
        x: -26,
        y: -36,
        width: 52,
        height: 62,
        rx: 12,
        fill: 'none',
        stroke: ink,
        'stroke-width': 6,
      }),
      el('circle', { cx: 0, cy: -5, r: 12, fill: ink }),
      el('rect', { x: -22, y: 26, width: 44, height: 10, rx: 3, fill: ink }),
    ].join(''),
  );

/** Horizontal bars standing in for printed lines of text. */
const textBars = (x: number, y: number, widths: number[], colour: string, gap = 22) =>
  widths
    .map((w, i) => el('rect', { x, y: y + i * gap, width: w, height: 10, rx: 5, fill: colour }))
    .join('');

// Garments: the right half of each outline, top centre first.
const shortSleeves = (hem: number, waist: number): [number, number][] => [
  [0, 150],
  [55, 118],
  [150, 148],
  [218, 242],
  [162, 278],
  [130, 240],
  [waist, 380],
  [hem, 505],
  [0, 505],
];
const longSleeves: [number, number][] = [
  [0, 150],
  [58, 120],
  [160, 158],
  [232, 455],
  [182, 470],
  [140, 270],
  [140, 505],
  [0, 505],
];

const collar = (c: Palette) =>
  el('path', { d: 'M245 120 Q300 178 355 120', fill: 'none', stroke: c.line, 'stroke-width': 6 });

const tee = (hem: number, waist: number) => (c: Palette) =>
  outlined(symmetric(shortSleeves(hem, waist)), c) + collar(c) + lantern(300, 265, 1.1, c.ink);

const hoodie = (c: Palette) =>
  [
    outlined('M222 165 Q218 52 300 46 Q382 52 378 165 Z', c),
    outlined(symmetric(longSleeves), c),
    outlined('M240 128 Q236 78 300 74 Q364 78 360 128 Q300 200 240 128 Z', c, c.shadow),
    el('rect', {
      x: 160,
      y: 478,
      width: 280,
      height: 27,
      fill: c.light,
      stroke: c.line,
      'stroke-width': 6,
    }),
    outlined('M215 370 L385 370 L410 450 L190 450 Z', c),
    el('path', { d: 'M282 175 V255 M318 175 V255', stroke: c.ink, 'stroke-width': 5 }),
    lantern(300, 305, 0.8, c.ink),
  ].join('');

const windbreaker = (c: Palette) =>
  [
    outlined(symmetric(longSleeves), c),
    outlined('M242 118 L300 170 L358 118 L352 96 L300 120 L248 96 Z', c, c.light),
    el('path', {
      d: 'M300 170 V505',
      stroke: c.line,
      'stroke-width': 6,
      'stroke-dasharray': '6 6',
    }),
    outlined('M325 230 H395 V280 H325 Z', c),
    el('rect', {
      x: 160,
      y: 480,
      width: 280,
      height: 25,
      fill: c.light,
      stroke: c.line,
      'stroke-width': 6,
    }),
  ].join('');

const cap = (c: Palette) =>
  [
    outlined('M150 365 Q150 178 300 172 Q450 178 450 365 Z', c),
    el('path', { d: 'M300 175 V365', stroke: c.line, 'stroke-width': 4 }),
    outlined('M140 365 Q300 335 470 372 Q520 420 300 425 Q150 425 140 365 Z', c, c.light),
    el('circle', { cx: 300, cy: 176, r: 12, fill: c.line }),
    lantern(300, 290, 0.9, c.ink),
  ].join('');

const beanie = (c: Palette) =>
  [
    el('circle', { cx: 300, cy: 172, r: 48, fill: c.light, stroke: c.line, 'stroke-width': 6 }),
    outlined('M175 400 Q172 200 300 195 Q428 200 425 400 Z', c),
    el('rect', {
      x: 160,
      y: 380,
      width: 280,
      height: 100,
      rx: 22,
      fill: c.light,
      stroke: c.line,
      'stroke-width': 6,
    }),
    ...[200, 240, 280, 320, 360, 400].map((x) =>
      el('path', { d: `M${x} 388 V472`, stroke: c.line, 'stroke-width': 4, 'stroke-opacity': 0.5 }),
    ),
    el('rect', {
      x: 262,
      y: 398,
      width: 76,
      height: 64,
      rx: 8,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 4,
    }),
    lantern(300, 432, 0.55, c.ink),
  ].join('');

const sock = (c: Palette) =>
  [
    outlined(
      'M0 0 H90 V230 Q90 258 120 262 H200 Q236 264 236 298 Q236 334 200 334 H40 Q0 334 0 292 Z',
      c,
    ),
    el('rect', { x: 3, y: 26, width: 84, height: 16, fill: GOLD }),
    el('rect', { x: 3, y: 58, width: 84, height: 16, fill: NAVY }),
  ].join('');

const socks = (c: Palette) =>
  group('translate(140 110)', sock(c)) + group('translate(250 140)', sock(c));

const vinyl = (c: Palette) =>
  [
    el('circle', { cx: 390, cy: 300, r: 160, fill: '#151515' }),
    ...[140, 115, 90].map((r) =>
      el('circle', { cx: 390, cy: 300, r, fill: 'none', stroke: '#3a3a3a', 'stroke-width': 3 }),
    ),
    el('circle', { cx: 390, cy: 300, r: 55, fill: GOLD }),
    el('rect', {
      x: 100,
      y: 140,
      width: 320,
      height: 320,
      rx: 6,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 6,
    }),
    lantern(260, 280, 1.6, c.ink),
    textBars(150, 410, [140, 90], c.ink),
  ].join('');

const cd = (c: Palette) =>
  [
    el('circle', {
      cx: 385,
      cy: 300,
      r: 125,
      fill: '#d9dde3',
      stroke: '#9aa1ab',
      'stroke-width': 4,
    }),
    el('circle', {
      cx: 385,
      cy: 300,
      r: 22,
      fill: '#f3efe7',
      stroke: '#9aa1ab',
      'stroke-width': 4,
    }),
    el('rect', {
      x: 130,
      y: 170,
      width: 260,
      height: 260,
      rx: 8,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 6,
    }),
    el('rect', { x: 130, y: 170, width: 26, height: 260, fill: c.line, 'fill-opacity': 0.5 }),
    lantern(272, 280, 1.2, c.ink),
    textBars(200, 370, [130, 80], c.ink),
  ].join('');

const download = (c: Palette) =>
  [
    el('rect', { x: 200, y: 100, width: 200, height: 400, rx: 32, fill: NAVY }),
    el('rect', { x: 215, y: 135, width: 170, height: 320, rx: 10, fill: c.fill }),
    ...[34, 70, 50, 90, 60, 40, 76, 30].map((h, i) =>
      el('rect', { x: 232 + i * 18, y: 250 - h / 2, width: 10, height: h, rx: 5, fill: c.ink }),
    ),
    el('path', {
      d: 'M300 320 V400 M270 372 L300 402 L330 372',
      fill: 'none',
      stroke: c.ink,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ].join('');

const reel = (x: number) =>
  el('circle', {
    cx: x,
    cy: 290,
    r: 24,
    fill: '#f4f4f4',
    stroke: NAVY,
    'stroke-width': 8,
    'stroke-dasharray': '10 5',
  });

const cassette = (c: Palette) =>
  [
    el('rect', {
      x: 100,
      y: 180,
      width: 400,
      height: 250,
      rx: 22,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 6,
    }),
    el('rect', { x: 135, y: 205, width: 330, height: 130, rx: 10, fill: '#f4f0e6' }),
    el('rect', { x: 215, y: 262, width: 170, height: 56, rx: 28, fill: NAVY }),
    reel(250),
    reel(350),
    textBars(160, 220, [200, 120], c.fill, 18),
    outlined('M175 430 L205 370 H395 L425 430 Z', c, c.light),
  ].join('');

const badge = (x: number, y: number, c: Palette, symbol: string) =>
  el('circle', { cx: x, cy: y, r: 78, fill: c.fill, stroke: GOLD, 'stroke-width': 10 }) + symbol;

const pins = (c: Palette) =>
  [
    badge(190, 230, paletteOf('1b1b2f'), lantern(190, 235, 1, GOLD)),
    badge(
      410,
      250,
      paletteOf('c0392b'),
      [
        el('circle', { cx: 395, cy: 275, r: 30, fill: GOLD }),
        el('rect', {
          x: 405,
          y: 195,
          width: 14,
          height: 80,
          rx: 4,
          fill: GOLD,
          transform: 'rotate(30 412 235)',
        }),
      ].join(''),
    ),
    badge(
      300,
      410,
      c,
      [
        el('rect', { x: 265, y: 365, width: 70, height: 90, rx: 10, fill: c.ink }),
        el('circle', { cx: 300, cy: 392, r: 14, fill: c.fill }),
        el('circle', { cx: 300, cy: 428, r: 20, fill: c.fill }),
      ].join(''),
    ),
  ].join('');

const sticker = (angle: number, x: number, y: number, fill: string, ink: string) =>
  group(
    `rotate(${angle} 300 300) translate(${x} ${y})`,
    el('rect', {
      x: 0,
      y: 0,
      width: 220,
      height: 220,
      rx: 40,
      fill,
      stroke: '#ffffff',
      'stroke-width': 12,
    }) + lantern(110, 110, 1.4, ink),
  );

const stickers = (c: Palette) =>
  sticker(-14, 120, 170, NAVY, GOLD) +
  sticker(10, 260, 120, GOLD, NAVY) +
  sticker(-3, 190, 250, c.fill, c.ink);

const lanyard = (c: Palette) =>
  [
    el('path', {
      d: 'M190 40 L285 330 M410 40 L315 330',
      stroke: c.fill,
      'stroke-width': 30,
      'stroke-linecap': 'round',
    }),
    el('rect', { x: 285, y: 318, width: 30, height: 40, rx: 6, fill: '#9aa1ab' }),
    el('rect', {
      x: 195,
      y: 345,
      width: 210,
      height: 215,
      rx: 14,
      fill: '#ffffff',
      stroke: c.line,
      'stroke-width': 6,
    }),
    el('rect', { x: 195, y: 345, width: 210, height: 60, rx: 14, fill: c.fill }),
    lantern(300, 470, 1, NAVY),
  ].join('');

const pick = (x: number, y: number, angle: number, fill: string) =>
  group(
    `translate(${x} ${y}) rotate(${angle})`,
    el('path', {
      d: 'M0 -58 Q58 -56 52 0 Q42 48 0 72 Q-42 48 -52 0 Q-58 -56 0 -58 Z',
      fill,
      stroke: NAVY,
      'stroke-width': 4,
    }),
  );

const picks = (c: Palette) =>
  [
    el('rect', {
      x: 120,
      y: 160,
      width: 360,
      height: 280,
      rx: 40,
      fill: '#c8ccd0',
      stroke: '#8a8f96',
      'stroke-width': 6,
    }),
    el('rect', { x: 140, y: 180, width: 320, height: 240, rx: 28, fill: '#dde0e3' }),
    pick(230, 280, -20, c.fill),
    pick(320, 300, 15, GOLD),
    pick(390, 260, -5, c.light),
  ].join('');

const mug = (c: Palette) =>
  [
    el('path', {
      d: 'M385 250 Q475 250 475 325 Q475 400 385 400',
      fill: 'none',
      stroke: c.line,
      'stroke-width': 40,
    }),
    el('path', {
      d: 'M385 250 Q475 250 475 325 Q475 400 385 400',
      fill: 'none',
      stroke: c.fill,
      'stroke-width': 28,
    }),
    outlined('M165 200 H395 V430 Q395 470 355 470 H205 Q165 470 165 430 Z', c),
    el('ellipse', { cx: 280, cy: 200, rx: 115, ry: 16, fill: c.line }),
    lantern(280, 335, 1.2, c.ink),
    el('path', {
      d: 'M250 170 Q235 140 255 115 M305 170 Q290 135 310 105',
      fill: 'none',
      stroke: '#b9b2a6',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  ].join('');

const bottle = (c: Palette) =>
  [
    el('rect', { x: 255, y: 70, width: 90, height: 60, rx: 12, fill: NAVY }),
    outlined(
      'M262 130 H338 L350 175 Q385 185 385 230 V480 Q385 520 345 520 H255 Q215 520 215 480 V230 Q215 185 250 175 Z',
      c,
    ),
    el('rect', { x: 238, y: 230, width: 18, height: 240, rx: 9, fill: c.light }),
    lantern(300, 350, 1.1, c.ink),
  ].join('');

const plug = (x: number) =>
  group(
    `translate(${x} 250)`,
    [
      el('rect', { x: -8, y: -20, width: 16, height: 80, rx: 6, fill: '#9aa1ab' }),
      ...[0, 26, 50].map((y, i) =>
        el('ellipse', {
          cx: 0,
          cy: y - 30,
          rx: 38 - i * 8,
          ry: 16,
          fill: '#e8eef2',
          stroke: '#8a8f96',
          'stroke-width': 4,
        }),
      ),
    ].join(''),
  );

const earplugs = (c: Palette) =>
  [
    el('rect', {
      x: 150,
      y: 330,
      width: 300,
      height: 130,
      rx: 65,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 6,
    }),
    lantern(300, 395, 0.8, c.ink),
    plug(240),
    plug(360),
  ].join('');

const giftCard = (c: Palette) =>
  [
    el('rect', {
      x: 110,
      y: 180,
      width: 380,
      height: 240,
      rx: 24,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 6,
    }),
    el('rect', { x: 190, y: 180, width: 30, height: 240, fill: GOLD }),
    el('rect', { x: 110, y: 280, width: 380, height: 30, fill: GOLD }),
    el('ellipse', {
      cx: 175,
      cy: 270,
      rx: 36,
      ry: 20,
      fill: 'none',
      stroke: GOLD,
      'stroke-width': 12,
    }),
    el('ellipse', {
      cx: 238,
      cy: 270,
      rx: 36,
      ry: 20,
      fill: 'none',
      stroke: GOLD,
      'stroke-width': 12,
    }),
    lantern(400, 360, 0.9, c.ink),
  ].join('');

const poster = (c: Palette) =>
  [
    el('rect', { x: 172, y: 82, width: 270, height: 400, fill: '#00000022' }),
    el('rect', {
      x: 160,
      y: 70,
      width: 270,
      height: 400,
      fill: c.fill,
      stroke: c.line,
      'stroke-width': 4,
    }),
    el('circle', { cx: 295, cy: 200, r: 70, fill: GOLD }),
    el('path', { d: 'M160 330 Q230 270 300 320 T430 300 V470 H160 Z', fill: c.line }),
    textBars(190, 380, [200, 150, 110], '#f4f0e6', 24),
  ].join('');

const photo = (c: Palette) =>
  [
    el('rect', { x: 110, y: 120, width: 380, height: 360, fill: '#2b2b2b' }),
    el('rect', { x: 130, y: 140, width: 340, height: 320, fill: '#f4f0e6' }),
    el('rect', { x: 160, y: 170, width: 280, height: 260, fill: c.fill }),
    el('path', {
      d: 'M210 170 L170 430 H260 Z M390 170 L340 430 H430 Z',
      fill: GOLD,
      'fill-opacity': 0.35,
    }),
    el('rect', { x: 160, y: 380, width: 280, height: 50, fill: c.line }),
    ...[220, 270, 330, 380].map((x) => el('circle', { cx: x, cy: 372, r: 16, fill: '#111111' })),
  ].join('');

const setlist = (c: Palette) =>
  group(
    'rotate(-4 300 300)',
    [
      el('rect', {
        x: 170,
        y: 80,
        width: 260,
        height: 420,
        fill: '#fbf8f1',
        stroke: '#d6cfc2',
        'stroke-width': 4,
      }),
      el('rect', { x: 250, y: 66, width: 100, height: 30, fill: '#e9dfb8', 'fill-opacity': 0.9 }),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        el('path', {
          d: `M200 ${140 + i * 44} q20 -12 40 0 t40 0 t40 0 ${i % 3 === 0 ? 't40 0' : ''}`,
          fill: 'none',
          stroke: c.fill,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      ),
    ].join(''),
  );

/** Every kind of picture, by the name the seed and the media URLs use. */
const KINDS = {
  tee: tee(122, 128),
  'fitted-tee': tee(118, 100),
  hoodie,
  windbreaker,
  cap,
  beanie,
  socks,
  vinyl,
  cd,
  download,
  cassette,
  pins,
  stickers,
  lanyard,
  picks,
  mug,
  bottle,
  earplugs,
  'gift-card': giftCard,
  poster,
  photo,
  setlist,
} satisfies Record<string, (c: Palette) => string>;

export type ArtKind = keyof typeof KINDS;

export const isArtKind = (kind: string): kind is ArtKind => Object.hasOwn(KINDS, kind);

export const ART_KINDS = Object.keys(KINDS) as ArtKind[];

/** The picture of `kind` in colour `hex` (six hex digits, validated by the caller). */
export const drawArt = (kind: ArtKind, hex: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
  el('rect', { width: 600, height: 600, fill: '#efe9df' }) +
  el('ellipse', { cx: 300, cy: 540, rx: 210, ry: 22, fill: '#000000', 'fill-opacity': 0.08 }) +
  KINDS[kind](paletteOf(hex)) +
  '</svg>';
