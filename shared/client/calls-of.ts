/**
 * A module object whose every function is `call(name)`, for modules whose functions are not
 * built here (refused, or loaded on first use). `then` stays undefined: a module object must
 * not look like a promise.
 */
export const callsOf = <M extends object>(
  call: (name: string) => (...args: never[]) => Promise<unknown>,
): M =>
  new Proxy({} as M, { get: (_, name) => (name === 'then' ? undefined : call(String(name))) });
