/**
 * Framework-free platform client (DESIGN.md §2, §5). Start with `createPlatformClient` for
 * visitors and members or `createElevatedClient` for administrators.
 */
export {
  createPlatformClient,
  createElevatedClient,
  type ElevatedClient,
  type ElevatedClientOptions,
} from './client';
export { createLazyPlatformClient } from './lazy-client';
export {
  ELEVATED_REQUIRED,
  type PlatformClient,
  type PlatformClientOptions,
  type PublicModules,
  type ElevatedModules,
  type Modules,
} from './visitor-client';
export * from './errors';
export * from './encoding';
export * from './cookie';
export * from './query';
export * from './paging';
export type * from './types';
export {
  createTransport,
  encodeParams,
  MAX_QUERY_LENGTH,
  type Transport,
  type TransportOptions,
  type Hooks,
  type CallOptions,
  type RequestOptions,
  type Params,
  type Method,
} from './transport';
export { PLATFORM_HOSTS, originFor, type PlatformHost } from './hosts';
export * from './auth/pkce';
export { requestTokens, tokensFromAnswer, type Grant, type TokenAnswer } from './auth/oauth';
export { codeFromResponse, type AuthorizationResponse } from './auth/authorization-response';
export * from './auth/token-store';
export { createTokenLifecycle, type TokenLifecycle } from './auth/tokens';
export { type HostedLoginOptions, type Authorizer } from './auth/authorize';
export { parseReturnUrl } from './auth/return-url';
export { type StateStorage } from './auth/pending-login';
export { runFrameFlow, DIRECT_LOGIN_TIMEOUT_MS, type FrameFlow } from './auth/iframe';
export {
  LoginState,
  type LoginResult,
  type LoginErrorCode,
  type LoginParams,
  type RegisterParams,
  type CaptchaTokens,
} from './auth/login';
export * from './modules/back-in-stock';
export * from './modules/cart';
export * from './modules/catalog';
export * from './modules/catalog-admin';
export * from './modules/events';
export * from './modules/identity';
export * from './modules/redirects';
export * from './modules/ticketing-checkout';
export * from './modules/ticketing-orders';
export * from './safe-url';
export * from './link-href';
