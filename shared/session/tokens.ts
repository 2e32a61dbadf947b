// The token shapes moved to the client, which owns the TokenStore interface the session
// implements. Kept only for demo/platform/test-support.ts, which imports this path; remove once
// it imports '../../shared/client' instead.
export * from '../client/auth/token-store';
