import { QueryClient } from '@tanstack/react-query';

/** Spec §9: retry reads 3 times, doubling from 1 s up to 30 s; never retry writes; 5 min cache. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, gcTime: 300_000, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

let pageClient: QueryClient | null = null;

/** The page's query cache, shared by every widget of this build. */
export function getQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
