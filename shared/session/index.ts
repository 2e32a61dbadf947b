// The token shapes are the client's (it owns the TokenStore interface the store implements);
// re-exported so session users need not know where they live.
export {
  emptyTokens,
  type Tokens,
  type TokenRole,
  type TokenStore,
  type AccessToken,
  type RefreshToken,
} from '../client';
export * from './config';
export * from './store';
export { getPageSession, SESSION_PROTOCOL } from './page-session';
export { persistTokens, storageKey, storedTokens, type TokenScope } from './persist';
export { platformOrigin, scopeOf } from './platform-origin';
export { mergeConfigState, CONFLICTING_CONFIG_MESSAGE } from './config-agreement';
export { fillPageAddress, pageAddressProblem } from './page-address';
