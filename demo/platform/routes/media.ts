import { Hono } from 'hono';
import type { AppEnv, Ctx, Platform } from '../context.ts';
import { invalidField } from '../errors.ts';
import { drawArt, isArtKind } from '../domain/product-art.ts';
import { decodePathPart } from '../validation.ts';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Dark text on light tiles, light text on dark ones. */
const textColour = (hex: string): string => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#1b1b1b' : '#ffffff';
};

export const tileSvg = (
  hex: string,
  label: string,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="#${hex}"/>
  <circle cx="300" cy="300" r="230" fill="none" stroke="${textColour(hex)}" stroke-opacity="0.25" stroke-width="6"/>
  <text x="300" y="300" font-family="Helvetica, Arial, sans-serif" font-size="180" font-weight="700"
    fill="${textColour(hex)}" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text>
</svg>`;

const hexParam = (c: Ctx) => {
  const hex = c.req
    .param('hex')!
    .replace(/\.svg$/, '')
    .toLowerCase();
  if (!/^[0-9a-f]{6}$/.test(hex)) throw invalidField('hex', 'must be six hex digits', 'FORMAT');
  return hex;
};

/**
 * An image anyone may load, which can never act as a page: SVG opened on its own is a
 * document that could run script, so it gets a CSP that allows none (and sandboxes it), and
 * nosniff so no browser reads it as anything but an image.
 */
const svg = (c: Ctx, body: string) =>
  c.body(body, 200, {
    'Content-Type': 'image/svg+xml',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=86400',
  });

/** Seed images, drawn on request: coloured tiles with a short label, and product pictures. */
export const mediaRoutes = (_p: Platform) =>
  new Hono<AppEnv>()
    .get('/media/tile/:hex/:label', (c) => {
      const hex = hexParam(c);
      const label = decodePathPart(c.req.param('label').replace(/\.svg$/, ''), 'label').slice(0, 4);
      return svg(c, tileSvg(hex, label));
    })
    .get('/media/art/:kind/:hex', (c) => {
      const kind = c.req.param('kind');
      if (!isArtKind(kind)) throw invalidField('kind', 'is not a kind of picture', 'FORMAT');
      return svg(c, drawArt(kind, hexParam(c)));
    });
