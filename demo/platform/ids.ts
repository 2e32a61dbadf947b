import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** Opaque bearer-style secrets (tokens, codes): unguessable, URL-safe. */
export const newSecret = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** Six digits, as sent in verification emails. */
export const newNumericCode = (): string =>
  String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'item';
