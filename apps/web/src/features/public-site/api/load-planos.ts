import type { PlanoRead } from '@lunna/contract';
import { useCallback, useEffect, useState } from 'react';
import type { SiteLanguage } from '../site-urls';

export type PlanosState = { kind: 'loading' } | { kind: 'ready'; planos: PlanoRead[] } | { kind: 'failed' };

/** `GET /api/planos?idioma=`; a plain fetch keeps the portal's API client out of the landing page. */
async function fetchPlanos(idioma: SiteLanguage, signal: AbortSignal): Promise<PlanoRead[]> {
  const response = await fetch(`/api/planos?idioma=${encodeURIComponent(idioma)}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`planos ${response.status}`);
  return (await response.json()) as PlanoRead[];
}

/**
 * The plans as the server prices them, in the page's language. The prerendered page has no data
 * (there is no server at build time): the cards arrive after hydration and again on a language change.
 */
export function usePlanos(idioma: SiteLanguage): { state: PlanosState; retry: () => void } {
  const [state, setState] = useState<PlanosState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlanos(idioma, controller.signal).then(
      (planos) => setState({ kind: 'ready', planos }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [idioma, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
