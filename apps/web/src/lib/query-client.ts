import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { sessionQueryKey } from './session-key';

/**
 * A 401 from any call means the session ended (expired, or signed out elsewhere): ask for the session
 * again, so the guard sees the 401 and sends the person to the login page and back here afterwards.
 */
function onUnauthenticated(error: unknown, isSessionQuery = false) {
  if (isSessionQuery || !(error instanceof ApiError) || error.status !== 401) return;
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => onUnauthenticated(error, query.queryKey[0] === sessionQueryKey[0]),
  }),
  mutationCache: new MutationCache({ onError: (error) => onUnauthenticated(error) }),
  defaultOptions: {
    queries: {
      // Always ask, even when the browser says it is offline: the service worker answers today's pages from
      // the copies it keeps (decision 14), and a page without one shows its error at once instead of waiting.
      networkMode: 'always',
      // Client errors (401, 403, 404…) will not change by retrying; network hiccups might, but not while offline.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        !(error instanceof ApiError && error.status === 0 && !navigator.onLine) &&
        failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
