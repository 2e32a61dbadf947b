// Types for scripts/wordpress.mjs (plain JavaScript so `npm test` can run it without tsx).

export interface Login {
  user: string;
  password: string;
  email: string;
}

export const ADMIN: Login;
export const EDITOR: Login;

export interface WordPressSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** The site's folder (a fresh copy of WordPress). */
  dir: string;
  /** Runs PHP source in the site's folder; its output. Throws when PHP fails. */
  php(source: string): string;
  /** Stops `php -S` and deletes the site. */
  close(): Promise<void>;
}

export function ensurePhp(): void;
export function ensureWordPress(): string;
export function lintPhp(dir?: string): { files: number; failures: string[] };
export function startWordPress(options?: { log?: (line: string) => void }): Promise<WordPressSite>;
