import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ART_KINDS } from './domain/product-art.ts';
import { clientFor, useTestSandbox } from './test-support.ts';

const sandbox = useTestSandbox();

interface Media {
  mainMedia?: { image: { url: string } };
  items?: { image: { url: string } }[];
}

const allProducts = async () =>
  (await clientFor(sandbox()).catalog.queryProducts({ paging: { limit: 100 } })).products as {
    slug: string;
    media: Media;
    productOptions: { optionType: string; choices: { value: string; media?: Media }[] }[];
  }[];

describe('seeded product pictures', () => {
  it('are drawn per product, the main one first', async () => {
    const products = await allProducts();
    const main = (slug: string) =>
      products.find((p) => p.slug === slug)!.media.mainMedia!.image.url;
    expect(main('lantern-room-logo-tee')).toMatch(/\/media\/art\/tee\/111111\.svg$/);
    expect(main('neon-nights-hoodie')).toMatch(/\/media\/art\/hoodie\/1f2a44\.svg$/);
    expect(main('live-at-the-lantern-vinyl-lp')).toMatch(/\/media\/art\/vinyl\//);
    expect(main('venue-coffee-mug')).toMatch(/\/media\/art\/mug\//);
    for (const p of products) {
      expect(p.media.mainMedia!.image.url).toContain('/media/art/');
      expect(p.media.items![0]!.image.url).toBe(p.media.mainMedia!.image.url);
    }
  });

  it("give every colour choice its own picture in that colour, as the choice's media", async () => {
    const coloured = (await allProducts()).filter((p) =>
      p.productOptions.some((o) => o.optionType === 'color'),
    );
    expect(coloured.length).toBeGreaterThanOrEqual(5);
    for (const p of coloured) {
      const choices = p.productOptions.find((o) => o.optionType === 'color')!.choices;
      const urls = choices.map((ch) => ch.media!.mainMedia!.image.url);
      choices.forEach((ch, i) => expect(urls[i]).toContain(`/${ch.value.slice(1)}.svg`));
      expect(new Set(urls).size).toBe(choices.length);
      expect(p.media.items!.map((m) => m.image.url)).toEqual(urls);
    }
  });

  it('are served as SVG that cannot run script, even opened on their own', async () => {
    const [product] = await allProducts();
    const res = await sandbox().fetch(product!.media.mainMedia!.image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    const body = await res.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body).not.toMatch(/<script|\son\w+=|href=/i);
  });

  it('refuse unknown kinds and colours that are not six hex digits', async () => {
    for (const path of [
      '/media/art/toaster/111111.svg',
      '/media/art/tee/11111g.svg',
      '/media/art/tee/%3Cscript%3E.svg',
      '/media/art/__proto__/111111.svg',
    ]) {
      expect((await sandbox().fetch(sandbox().url + path)).status, path).toBe(400);
    }
  });

  it('are well-formed SVG for every kind, in light and dark colours', async () => {
    const parser = new new JSDOM().window.DOMParser();
    for (const kind of ART_KINDS) {
      for (const hex of ['f4f4f4', '111111', 'c0392b']) {
        const res = await sandbox().fetch(`${sandbox().url}/media/art/${kind}/${hex}.svg`);
        const doc = parser.parseFromString(await res.text(), 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror'), `${kind} ${hex}`).toHaveLength(0);
        expect(doc.documentElement.localName).toBe('svg');
        expect(doc.documentElement.innerHTML).toContain(hex);
      }
    }
  });

  it('draw each colour of a kind differently', async () => {
    const draw = async (hex: string) =>
      (await sandbox().fetch(`${sandbox().url}/media/art/tee/${hex}.svg`)).text();
    const [black, red] = await Promise.all([draw('111111'), draw('c0392b')]);
    expect(black).toContain('fill="#111111"');
    expect(red).toContain('fill="#c0392b"');
    expect(black).not.toContain('c0392b');
  });
});
