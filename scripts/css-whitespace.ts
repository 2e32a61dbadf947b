import type { Plugin } from 'vite';

/**
 * The widgets' CSS lives in template literals of `styles.ts` and `*.styles.ts` files, written
 * readably (indentation, one rule per line). The JS minifier keeps template text as it is, so
 * this build step drops CSS comments and collapses whitespace: runs of whitespace become one space, none is kept
 * next to `{`, `}`, `;` or a `>` combinator, nor after `:` or `,` (safe in CSS outside quoted
 * strings, and the widgets' CSS quotes none of those characters). A space *before* `:` stays:
 * `.sw-root :focus-visible` is a descendant selector; so do those around `+` (in `calc()` they
 * are required). A block's last `;` goes, and a number's leading zero (`.5em`). Only the text of top-level template literals changes; code,
 * comments, strings and `${…}` expressions are copied as they are.
 */
export function collapseCssWhitespace(source: string): string {
  let out = '';
  let i = 0;
  const n = source.length;
  const copyUntil = (end: string) => {
    const at = source.indexOf(end, i);
    const stop = at < 0 ? n : at + end.length;
    out += source.slice(i, stop);
    i = stop;
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') copyUntil('\n');
    else if (c === '/' && next === '*') copyUntil('*/');
    else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      out += '`';
      i += 1;
      let text = '';
      let start = true; // leading whitespace of the literal goes too
      const flush = () => {
        if (start) text = text.trimStart();
        start = false;
        out += text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/ ?([{};>]) ?/g, '$1')
          .replace(/([:,]) /g, '$1')
          .replace(/;}/g, '}')
          .replace(/(^|[ :,(])0\.(\d)/g, '$1.$2');
        text = '';
      };
      while (i < n && source[i] !== '`') {
        if (source[i] === '\\') {
          text += source.slice(i, i + 2);
          i += 2;
        } else if (source[i] === '$' && source[i + 1] === '{') {
          flush();
          // Copy the expression as it is, nested braces and templates included.
          let depth = 0;
          let j = i + 1;
          let inner = false;
          for (; j < n; j++) {
            const d = source[j];
            if (d === '`') inner = !inner;
            else if (!inner && d === '{') depth++;
            else if (!inner && d === '}' && --depth === 0) break;
          }
          out += source.slice(i, j + 1);
          i = j + 1;
        } else {
          text += source[i];
          i += 1;
        }
      }
      flush();
      out += '`';
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Vite plugin: {@link collapseCssWhitespace} on the style modules, in builds only. */
export function cssWhitespace(): Plugin {
  return {
    name: 'site-widgets:css-whitespace',
    apply: 'build',
    transform(code, id) {
      if (!/(^|[\\/.])styles\.ts$/.test(id)) return null;
      return { code: collapseCssWhitespace(code), map: null };
    },
  };
}
