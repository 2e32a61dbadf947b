import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a per-password salt, stored as `salt:hash`. Small cost: it is a sandbox. */
const COST = { N: 1024 };

export const hashPassword = (password: string): string => {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32, COST).toString('hex')}`;
};

export const checkPassword = (password: string, stored: string): boolean => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32, COST));
};
