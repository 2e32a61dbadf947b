// @vitest-environment jsdom
// DOMPurify does not sanitize under happy-dom (DESIGN.md §8), so this file runs in jsdom.
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { createHtmlSanitizer } from './html-policy';

const sanitize = createHtmlSanitizer(DOMPurify);
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  return template.content;
};

describe('rich text policy', () => {
  it('strips style, class and part: nothing can cover the host page', () => {
    const html = sanitize(
      '<div style="position:fixed;inset:0;z-index:2147483647" class="sw-dialog" part="x" id="cart">Win</div>',
    );
    expect(html).toBe('<div>Win</div>');
  });

  it('drops <style>, forms, frames, embeds and media that load on their own', () => {
    const html = sanitize(
      '<style>body{display:none}</style><form action="https://evil.example"><input name=p></form>' +
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">' +
        '<video src="https://evil.example/v.mp4"></video><link rel=stylesheet href="https://evil.example/x.css">' +
        '<svg><image href="https://evil.example/x.png"/></svg><p>kept</p>',
    );
    expect(html).toBe('<p>kept</p>');
  });

  it('keeps http(s), mailto and tel links, external ones without opener or referrer', () => {
    const links = [
      ...parse(
        '<a href="https://shop.test/x" target="_blank">a</a><a href="mailto:a@b.test">b</a>' +
          '<a href="tel:+4912345">c</a><a href="javascript:alert(1)">d</a>' +
          '<a href="data:text/html,x">e</a><a href="ftp://x.test/">f</a><a href="/relative">g</a>' +
          '<a href="https://shop.test/" target="_top">h</a>',
      ).querySelectorAll('a'),
    ];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://shop.test/x',
      'mailto:a@b.test',
      'tel:+4912345',
      null,
      null,
      null,
      null,
      'https://shop.test/',
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[7]!.hasAttribute('target')).toBe(false);
    expect(links[3]!.hasAttribute('rel')).toBe(false);
  });

  it('keeps http(s) and data:image images only', () => {
    const images = [
      ...parse(
        '<img src="https://cdn.test/a.png" alt="a"><img src="data:image/png;base64,AAAA">' +
          '<img src="data:text/html,x"><img src="javascript:alert(1)"><img src="/relative.png">' +
          '<img srcset="https://evil.example/x.png 2x">',
      ).querySelectorAll('img'),
    ];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.test/a.png',
      'data:image/png;base64,AAAA',
      null,
      null,
      null,
      null,
    ]);
    expect(images[5]!.hasAttribute('srcset')).toBe(false);
  });

  it('parses in an inert document: no handler runs, no element of the live page is made', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const createElement = vi.spyOn(document, 'createElement');
    sanitize('<img src="x" onerror="alert(1)"><p onclick="alert(2)">x</p>');
    expect(createElement).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('uses a private DOMPurify: the shared instance keeps its own rules', () => {
    expect(DOMPurify.sanitize('<a href="/relative">x</a>')).toBe('<a href="/relative">x</a>');
  });
});
