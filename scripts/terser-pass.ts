import { minify } from 'terser';
import type { Plugin } from 'vite';

const RUNTIME = 'runtime';

/** The one comment a browser reads (vite.config.ts, compileHint): kept at the chunk's top. */
const COMPILE_HINT = /^# allFunctionsCalledOnLoad$/;

/**
 * Terser over what the bundler's minifier wrote. Oxc minifies each module on its own terms;
 * Terser then inlines the functions called once, joins what is left and names the variables by
 * use, which gzip rewards: about 3% of our own chunks (263 bytes of the product family's first
 * load, 73 of the loader's), where every byte is budgeted. The runtime chunk is left as it is:
 * mostly React's code, minified by its authors, where a pass gained nothing (and 319 bytes
 * lost with ES2020 output). Safe options only: nothing that assumes getters are pure or code
 * is never called with another `this`.
 */
export function terserPass({ module }: { module: boolean }): Plugin {
  return {
    name: 'terser-pass',
    async generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.name === RUNTIME) continue;
        const { code } = await minify(file.code, {
          module,
          compress: { passes: 2 },
          format: { comments: COMPILE_HINT },
        });
        file.code = code!;
      }
    },
  };
}
