/**
 * Anyone may register (POST /v2/register) with any address, and each registration stores a
 * member until its email is verified, which only the address's owner can do. What is never
 * verified is not kept for ever (the sweep, domain/visitors.ts), and only so many wait at once
 * (admitRegistration there).
 */
import type { Member } from '../db/types.ts';

/**
 * How long a registration waits for its email to be verified before the sweep drops it. A
 * person verifies within minutes (a code lives 30); a week lets them come back to it, and
 * frees an address someone else registered with.
 */
export const PENDING_REGISTRATION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Unverified registrations kept at once. A run of the demo or e2e registers a handful; 10,000
 * is a site's busiest week many times over, and some 5 MB of members.
 */
export const MAX_PENDING_REGISTRATIONS = 10_000;

/** A self-registration still waiting for its email to be verified. */
export const isPendingRegistration = (m: Member): m is Member & { pendingUntil: number } =>
  m.pendingUntil !== undefined && !m.emailVerified;
