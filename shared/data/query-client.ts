import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;

/**
 * Spec §9: retry reads up to 3 times, doubling from 1 s up to 30 s. A server that says how
 * long to wait (429/503 with Retry-After) is obeyed when that is longer.
 */
export const retryDelay = (attempt: number, error?: unknown): number => {
  const backoff = Math.min(1000 * 2 ** attempt, 30_000);
  const asked = (error as { retryAfterMs?: number } | undefined)?.retryAfterMs ?? 0;
  return Math.max(backoff, asked);
};

/** The platform's answer, not a failure to get one: 400, 401, 403, 404, … but not throttling. */
export const isRefusal = (error: unknown): boolean => {
  const status = (error as { status?: number } | undefined)?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/** A refused request fails the same way again; anything else is asked again, 3 times. */
export const shouldRetry = (failures: number, error: unknown): boolean =>
  !isRefusal(error) && failures < MAX_RETRIES;

/**
 * `networkMode: 'always'`: offline, TanStack would otherwise pause silently and the visitor
 * would watch a skeleton forever; instead a call fails, says "offline", and offers a retry.
 * Back online, what failed (or went stale) is read again without that click: TanStack asks
 * again on reconnect only outside that mode, unless told to.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 300_000,
        staleTime: 30_000,
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

let pageClient: QueryClient | null = null;

/** The page's query cache, shared by every widget of this build. */
export function getQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
