// The one piece of jsdom the sandbox uses (hosted/sanitize.ts); the package ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
