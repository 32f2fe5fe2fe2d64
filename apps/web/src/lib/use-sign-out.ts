import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { clearOfflineCopies, stopPushOnThisDevice } from './pwa';
import { forgetLogin } from './storage';

/** Ends the server session, then forgets everything this browser kept about the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // This browser stops getting the account's device notifications (it needs the session, so it goes first).
      await stopPushOnThisDevice();
      return api.post<{ ok: true }>('/api/sessao/sair');
    },
    // The live connection closes first, so nothing arrives for a session that is ending (loaded on demand:
    // the sign-in pages do not need the STOMP client).
    onMutate: () =>
      import('./stomp-client').then(
        ({ realtime }) => realtime.stop(),
        () => undefined,
      ),
    // Even if the server call fails (session already expired), the browser must not keep the user signed in.
    onSettled: async () => {
      forgetLogin();
      queryClient.clear();
      // The copies of today's information kept for offline reading are this person's: none stays behind.
      await clearOfflineCopies();
      // The landing page is a separate prerendered page: a full load, which also drops any portal state.
      window.location.replace('/');
    },
  });
}
