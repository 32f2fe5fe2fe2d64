/**
 * Re-authentication (decision record: session lifetimes and re-authentication): some actions answer 403 REAUTENTICACAO_NECESSARIA when the password was
 * not typed in the last 10 minutes. The API client then asks whoever registered here (the password dialog
 * mounted with the app) and, once the password is confirmed, sends the same request again.
 */
type Ask = () => Promise<boolean>;

let ask: Ask | null = null;
let pending: Promise<boolean> | null = null;

/** The dialog registers itself; returns a function that unregisters it. */
export function onReauthNeeded(handler: Ask): () => void {
  ask = handler;
  return () => {
    if (ask === handler) ask = null;
  };
}

/** True once the password was confirmed; false when cancelled or nobody can ask. Concurrent callers share one dialog. */
export function requestReauth(): Promise<boolean> {
  if (!ask) return Promise.resolve(false);
  pending ??= ask().finally(() => {
    pending = null;
  });
  return pending;
}
