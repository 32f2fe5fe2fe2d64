import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/page-loader';
import { loadPageTexts } from '../lib/i18n';
import { PublicLayout } from '../components/layouts/public-layout';
import { RequireSession } from '../features/auth/components/require-session';
import { LegacyRedirect } from './routes/legacy-redirect';
import { RouteError } from './routes/route-error';

type RouteModule = () => Promise<{ default: ComponentType }>;

/**
 * Route modules load on demand, so the public pages never download portal code; a page's texts come with
 * it (the page texts part of the catalogue, lib/i18n.ts), so it never shows a key.
 */
const page = (load: RouteModule) => async () => {
  const [module] = await Promise.all([load(), loadPageTexts()]);
  return { Component: module.default };
};

/** The portal's frame, the dashboards and the pages that open offline: their texts are in the first part. */
const shellPage = (load: RouteModule) => async () => ({ Component: (await load()).default });

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // The spec's pages lived under /Lunna and /Lunna-landing-page: keep old links working.
      { path: '/Lunna/*', element: <LegacyRedirect prefix="/Lunna" /> },
      { path: '/Lunna-landing-page/*', element: <LegacyRedirect prefix="/Lunna-landing-page" /> },
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'cadastro', lazy: page(() => import('./routes/cadastro')) },
          { path: 'redefinirsenha', lazy: page(() => import('./routes/redefinir-senha')) },
          { path: 'alterarsenha', lazy: page(() => import('./routes/alterar-senha')) },
          { path: 'senharedefinida', lazy: page(() => import('./routes/senha-redefinida')) },
          { path: 'confirmar-email', lazy: page(() => import('./routes/confirmar-email')) },
          { path: 'pagamento', lazy: page(() => import('./routes/pagamento')) },
          { path: 'convite', lazy: page(() => import('./routes/convite')) },
          { path: 'convite-equipe', lazy: page(() => import('./routes/convite-equipe')) },
          {
            element: <RequireSession />,
            children: [{ path: 'pefil-bebe', lazy: page(() => import('./routes/pefil-bebe')) }],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: shellPage(() => import('./routes/portal-layout')),
            children: [
              { path: 'dashboard', lazy: shellPage(() => import('./routes/dashboard')) },
              { path: 'perfil', lazy: page(() => import('./routes/perfil')) },
              { path: 'perfil/nova-crianca', lazy: page(() => import('./routes/nova-crianca')) },
              { path: 'perfil/:idDisc', lazy: page(() => import('./routes/perfil-by-id')) },
              { path: 'meus-dados', lazy: page(() => import('./routes/meus-dados')) },
              { path: 'crianca/:idDisc', lazy: page(() => import('./routes/crianca')) },
              { path: 'solicitacoes', lazy: page(() => import('./routes/solicitacoes')) },
              { path: 'memoria', lazy: page(() => import('./routes/memoria')) },
              { path: 'atividade', lazy: page(() => import('./routes/atividade')) },
              { path: 'rotina', lazy: shellPage(() => import('./routes/rotina')) },
              { path: 'cardapio', lazy: shellPage(() => import('./routes/cardapio')) },
              { path: 'enquetes', lazy: page(() => import('./routes/enquetes')) },
              { path: 'enquetes/passadas', lazy: page(() => import('./routes/enquetes')) },
              { path: 'mural', lazy: page(() => import('./routes/mural')) },
              { path: 'avisos', lazy: page(() => import('./routes/avisos')) },
              { path: 'quem-busca', lazy: page(() => import('./routes/quem-busca')) },
              { path: 'presenca', lazy: page(() => import('./routes/presenca')) },
              { path: 'diario', lazy: page(() => import('./routes/diario')) },
              { path: 'diario/:idDisc', lazy: page(() => import('./routes/diario-crianca')) },
              { path: 'alertas', lazy: page(() => import('./routes/alertas')) },
              { path: 'configuracao', lazy: page(() => import('./routes/configuracao')) },
              { path: 'escola', lazy: page(() => import('./routes/escola')) },
              { path: 'lumi', lazy: page(() => import('./routes/lumi')) },
              { path: 'chat', lazy: page(() => import('./routes/chat')) },
            ],
          },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
