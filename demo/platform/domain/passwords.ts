import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a per-password salt, stored as `salt:hash`. Small cost: it is a sandbox. */
const COST = { N: 1024 };

export const hashPassword = (password: string): string => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32, COST).toString('hex')}`;
};

/**
 * A hash no password matches, checked when the email is unknown: the answer then costs the same
 * scrypt as a wrong password, so its timing does not tell which emails are members.
 */
const NO_MEMBER_HASH = hashPassword(randomBytes(16).toString('hex'));

/** The member's password check, or the same work for nobody when there is no member. */
export const checkMemberPassword = (password: string, stored: string | undefined): boolean =>
  checkPassword(password, stored ?? NO_MEMBER_HASH) && stored !== undefined;

export const checkPassword = (password: string, stored: string): boolean => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32, COST));
};
