import { describe, expect, it } from 'vitest';
import { collapseCssWhitespace } from './css-whitespace';

describe('collapseCssWhitespace', () => {
  it('collapses the CSS of template literals, keeping descendant selectors and expressions', () => {
    const source = [
      "import { X } from './x'; // a `quoted` comment",
      '/** `<tag>`: the block comment keeps its `backticks`. */',
      'export const css = `',
      '.a :focus-visible { outline: 2px solid var(--_sw-x); }',
      '.d > * + .e { margin: 0.5em calc(10.5em + -0.25em); color: rgb(0 0 0 / 0.5); }',
      '/* a CSS comment */',
      '.b, .c {',
      '  padding: ${X.pad}em ${X.pad * 2}em; font-family: system-ui, "Segoe UI";',
      '  width: ${`${X.w} px`};',
      '}`;',
      "const s = 'a  `b`  c';",
    ].join('\n');
    expect(collapseCssWhitespace(source)).toBe(
      [
        "import { X } from './x'; // a `quoted` comment",
        '/** `<tag>`: the block comment keeps its `backticks`. */',
        'export const css = `.a :focus-visible{outline:2px solid var(--_sw-x)}' +
          '.d>* + .e{margin:.5em calc(10.5em + -0.25em);color:rgb(0 0 0 / .5)}.b,.c{' +
          'padding:${X.pad}em ${X.pad * 2}em;font-family:system-ui,"Segoe UI";' +
          'width:${`${X.w} px`}}`;',
        "const s = 'a  `b`  c';",
      ].join('\n'),
    );
  });
});
