/**
 * Every way in and out for a member: sign-in and registration with their emailed code, hosted
 * login, direct login through the hidden frame, logout. The client loads this module on first
 * use (visitor-client.ts): most pages never sign anyone in, and it is ~2 KB of every page
 * otherwise.
 */
import { createAuthorizer, type AuthorizeOptions } from './authorize';
import { createLoginFlow } from './login';
import type { identity } from '../modules/identity';

export interface AuthFlowsOptions extends AuthorizeOptions {
  identity: ReturnType<typeof identity>;
}

export function createAuthFlows(options: AuthFlowsOptions) {
  const authorizer = createAuthorizer(options);
  const flow = createLoginFlow({
    identity: options.identity,
    completeLogin: (sessionToken) => authorizer.loginWithSessionToken(sessionToken),
  });
  return { ...flow, ...authorizer };
}

export type AuthFlows = ReturnType<typeof createAuthFlows>;
