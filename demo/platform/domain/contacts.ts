import { createHash } from 'node:crypto';
import type { Platform } from '../context.ts';
import { memberByEmail } from './identity.ts';

/** The namespace of the site's contacts' name-based ids (RFC 9562 §5.5). */
const CONTACTS_NAMESPACE = Buffer.from('6f1c0a64d2a84c2e9a1b3c5d7e9f0a21', 'hex');

/** A version-5 UUID of the name in the contacts' namespace: the same name, the same id. */
const nameBasedId = (name: string): string => {
  const hash = createHash('sha1').update(CONTACTS_NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The contact an email resolves to, as the platform resolves a buyer's (the SDK: "resolved
 * using the email address specified"): a member's own contact (their id, as members' views
 * say), else the one contact of that address, whichever order or form named it.
 */
export const contactIdFor = (p: Platform, email: string): string | undefined => {
  const address = email.trim().toLowerCase();
  if (!address) return undefined;
  return memberByEmail(p, address)?.id ?? nameBasedId(address);
};
