export * from './tokens';
export * from './config';
export * from './store';
export { getPageSession, SESSION_PROTOCOL } from './page-session';
export { persistTokens } from './persist';
