import type { Platform } from '../context.ts';
import type { RedirectSession } from '../db/types.ts';
import { invalidField } from '../errors.ts';

/** A hosted flow is minutes of a person's time; a day is generous and bounds what is kept. */
export const REDIRECT_SESSION_MS = 24 * 60 * 60 * 1000;
/** Sessions one caller keeps; creating more drops that caller's oldest. */
export const MAX_SESSIONS_PER_CALLER = 50;
/** The stored request (free-form sections such as `login` or `preferences` included). */
export const MAX_SESSION_BYTES = 16 * 1024;

const expired = (p: Platform, r: RedirectSession) =>
  Date.parse(r.createdDate) + REDIRECT_SESSION_MS <= p.clock.nowMs();

/** A live session, or undefined when unknown or expired. */
export const liveRedirectSession = (p: Platform, id: string): RedirectSession | undefined => {
  const found = p.db.redirectSessions.get(id);
  return found && !expired(p, found) ? found : undefined;
};

/**
 * Stores a new session under its creator, within bounds: endless or oversized sessions from
 * one caller never grow the database without limit, and never push out another caller's.
 */
export const keepRedirectSession = (p: Platform, session: RedirectSession): void => {
  const bytes = Buffer.byteLength(JSON.stringify(session.request));
  if (bytes > MAX_SESSION_BYTES)
    throw invalidField('$body', `may hold at most ${MAX_SESSION_BYTES} bytes`, 'MAX_LENGTH');
  const key = session.creatorKey ?? 'anonymous';
  p.db.transaction(() => {
    const mine = p.db.redirectSessions.allByKey(key);
    mine.filter((r) => expired(p, r)).forEach((r) => p.db.redirectSessions.delete(r.id));
    const live = mine
      .filter((r) => !expired(p, r))
      .sort((a, b) => a.createdDate.localeCompare(b.createdDate));
    live
      .slice(0, Math.max(0, live.length - MAX_SESSIONS_PER_CALLER + 1))
      .forEach((r) => p.db.redirectSessions.delete(r.id));
    p.db.redirectSessions.put({ ...session, creatorKey: key });
  });
};
