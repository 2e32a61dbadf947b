export * from './tokens';
export * from './config';
export * from './store';
export { getPageSession, SESSION_PROTOCOL } from './page-session';
export { persistTokens, type TokenScope } from './persist';
export { platformOrigin, DEFAULT_PLATFORM_ORIGIN } from './platform-origin';
export { mergeConfigState, CONFLICTING_CONFIG_MESSAGE } from './config-agreement';
