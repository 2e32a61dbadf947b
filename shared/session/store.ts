import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ConfigState } from './config';
import { emptyTokens, type Tokens } from '../client/auth/token-store';

export interface Member {
  id: string;
  email: string;
  name?: string;
}

export interface SessionState {
  config: ConfigState;
  tokens: Tokens;
  member: Member | null;
  setConfig(config: ConfigState): void;
  setTokens(tokens: Tokens): void;
  setMember(member: Member | null): void;
}

export type SessionStore = StoreApi<SessionState>;

/** One page session: the tokens, the member and the site config every widget shares. */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()((set) => ({
    config: { status: 'pending' },
    tokens: emptyTokens(),
    member: null,
    setConfig: (config) => set({ config }),
    setTokens: (tokens) => set({ tokens }),
    setMember: (member) => set({ member }),
  }));
}

export const isLoggedIn = (state: Pick<SessionState, 'tokens'>): boolean =>
  state.tokens.refreshToken.role === 'member';
