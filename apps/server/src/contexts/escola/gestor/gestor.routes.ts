import {
  assinaturaGestor,
  escolaGestor,
  escolaGestorForm,
  okResponse,
  vinculoGestor,
  vinculoParams,
  vinculosQuery,
} from '@lunna/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { gestorService, type GestorDeps } from './gestor.service';
import { vinculosService, type VinculosDeps } from './gestor.vinculos.service';

/** The director's area ('Minha escola'): the school's data, its code, the subscription and the families' links. */
export const gestorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['gestor'];
    const deps: GestorDeps = { db: ctx.db, publicUrl: ctx.config.publicUrl };
    const vinculosDeps: VinculosDeps = {
      db: ctx.db,
      mailer: ctx.mailer,
      storage: ctx.storage,
      clock: ctx.clock,
      publicUrl: ctx.config.publicUrl,
    };
    const directorOnly = "The school's director only (others: 403).";

    app.get(
      '/gestor/escola',
      {
        ...signedIn,
        schema: {
          tags,
          description: `The school's details, its code and the registration link to share. ${directorOnly}`,
          response: { 200: escolaGestor },
        },
      },
      async (request) => gestorService.escola(deps, requireActor(request.actor)),
    );

    app.put(
      '/gestor/escola',
      {
        ...signedIn,
        schema: {
          tags,
          description: `Saves the school's details and whether families' links wait for approval. Another school's CNPJ: 409 (field cnpj). ${directorOnly}`,
          body: escolaGestorForm,
          response: { 200: escolaGestor },
        },
      },
      async (request) => gestorService.saveEscola(deps, requireActor(request.actor), request.body),
    );

    app.post(
      '/gestor/escola/codigo',
      {
        ...signedIn,
        schema: {
          tags,
          description: `A new school code; the old one stops working at registration at once. ${directorOnly}`,
          response: { 200: escolaGestor },
        },
      },
      async (request) => gestorService.regenerateCodigo(deps, requireActor(request.actor)),
    );

    app.get(
      '/gestor/assinatura',
      {
        ...signedIn,
        schema: {
          tags,
          description: `The current plan, paid until, students with an active guardian against the plan's limit (over it: the next plan that fits), and the receipts. ${directorOnly}`,
          response: { 200: assinaturaGestor },
        },
      },
      async (request) => gestorService.assinatura(deps, requireActor(request.actor)),
    );

    app.get(
      '/gestor/vinculos',
      {
        ...signedIn,
        schema: {
          tags,
          description: `The school's guardian ↔ child links (optionally of one status): pending first, then the newest. ${directorOnly}`,
          querystring: vinculosQuery,
          response: { 200: z.array(vinculoGestor) },
        },
      },
      async (request) =>
        vinculosService.list(vinculosDeps, requireActor(request.actor), request.query.status),
    );

    app.post(
      '/gestor/vinculos/:idResp/:idDisc/aprovar',
      {
        ...signedIn,
        schema: {
          tags,
          description: `Approves a pending link: the guardian now follows the child and is told. Not pending: 409; not of this school: 404. ${directorOnly}`,
          params: vinculoParams,
          response: { 200: vinculoGestor },
        },
      },
      async (request) =>
        vinculosService.approve(
          vinculosDeps,
          request.log,
          requireActor(request.actor),
          request.params.idResp,
          request.params.idDisc,
        ),
    );

    app.delete(
      '/gestor/vinculos/:idResp/:idDisc',
      {
        ...signedIn,
        schema: {
          tags,
          description: `The link becomes 'suspenso': a pending one is declined, an active one removed (never the child's last active guardian: 409). ${directorOnly}`,
          params: vinculoParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await vinculosService.remove(
          vinculosDeps,
          request.log,
          requireActor(request.actor),
          request.params.idResp,
          request.params.idDisc,
        );
        return { ok: true as const };
      },
    );
  };
