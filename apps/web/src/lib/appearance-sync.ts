import type { SessaoResponse } from '@lunna/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { applyAppearance, storeAppearance } from './appearance';
import i18n, { isSupported } from './i18n';
import { sessionQueryKey } from './session-key';

/**
 * The signed-in user's language, text size and contrast, kept on the account (`GET /api/sessao` carries
 * them), applied to every page as soon as the session is known — so they hold at the next sign-in, on any
 * device. Changing the language with the sidebar's switcher while signed in saves it on the account too.
 * It only listens to the session query in the cache (the guard, the child picker and the portal load it;
 * signing in and out clear the cache): public pages ask nothing, and a visitor's language stays theirs.
 */
export function useAccountPreferencesSync(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let last: SessaoResponse | undefined;
    const sync = () => {
      const session = queryClient.getQueryData<SessaoResponse>(sessionQueryKey);
      if (!session || session === last) return;
      const before = last;
      last = session;
      if (!before || before.tamanhoFonte !== session.tamanhoFonte || before.contraste !== session.contraste) {
        const appearance = { tamanhoFonte: session.tamanhoFonte, contraste: session.contraste };
        applyAppearance(appearance);
        storeAppearance(appearance);
      }
      if (
        (!before || before.idioma !== session.idioma) &&
        isSupported(session.idioma) &&
        session.idioma !== i18n.language
      ) {
        void i18n.changeLanguage(session.idioma);
      }
    };
    sync();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === sessionQueryKey[0]) sync();
    });

    const onLanguageChanged = (lang: string) => {
      const current = queryClient.getQueryData<SessaoResponse>(sessionQueryKey);
      if (!current || current.idioma === lang || !isSupported(lang)) return;
      queryClient.setQueryData<SessaoResponse>(sessionQueryKey, { ...current, idioma: lang });
      // Best effort: the interface already changed; a failure leaves the account's language for next time.
      apiRequest('/api/preferencias', { method: 'PUT', json: { idioma: lang } }).catch(() => undefined);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => {
      unsubscribe();
      i18n.off('languageChanged', onLanguageChanged);
    };
  }, [queryClient]);
}

/** Mounted once for the whole app (app/providers.tsx). */
export function AccountPreferencesSync(): null {
  useAccountPreferencesSync();
  return null;
}

const LAST_PAGE_KEY = 'ultimaPaginaPortal';

/** Remembers the portal page the user is on (in this tab), except Configurações itself. */
export function useRememberPortalPage(path: string): void {
  useEffect(() => {
    if (path.startsWith('/configuracao')) return;
    try {
      sessionStorage.setItem(LAST_PAGE_KEY, path);
    } catch {
      // storage can be disabled
    }
  }, [path]);
}

/** The last portal page before Configurações ('Reportar problema' offers it as the page the problem was on). */
export function lastPortalPage(): string | null {
  try {
    return sessionStorage.getItem(LAST_PAGE_KEY);
  } catch {
    return null;
  }
}
