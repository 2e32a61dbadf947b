import { useMember } from '../../shared/data/member';

/**
 * Loads a signed-in member into the session, where the form reads their email. Its own lazy
 * chunk, rendered only for member tokens: a visitor's page never fetches the member code.
 */
export default function LoadMember() {
  useMember();
  return null;
}
