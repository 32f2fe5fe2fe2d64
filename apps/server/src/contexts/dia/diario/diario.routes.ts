import {
  autorizacaoMedicacaoPayload,
  autorizacaoMedicacaoRead,
  autorizacoesMedicacao,
  correcaoDiarioPayload,
  diarioDiscente,
  diarioEscolaHoje,
  diarioQuery,
  diarioTurmaHoje,
  idAutorizacaoParam,
  idDiscParam,
  idRegistroParam,
  idTurmaParam,
  lancamentoDiarioPayload,
  lancamentoDiarioRead,
  registroDiarioRead,
} from '@lunna/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireActor, signedIn } from '../../../lib/actor';
import { diarioService, type DiarioDeps } from './diario.service';

/** The child's diary: entries by the class's educators (append-only, corrected by new entries), read by the guardians. */
export const diarioRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['diario'];
    const deps = (log: FastifyBaseLogger): DiarioDeps => ({
      db: ctx.db,
      clock: ctx.clock,
      mailer: ctx.mailer,
      log,
      publicUrl: ctx.config.publicUrl,
      aoVivo: ctx.diarioAoVivo,
    });

    app.post(
      '/turma/:idTurma/diario',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Educators of the class and the director: one entry for several children of the class, all stored or none. Each child must be an approved child of the class (400 `registros.N.idDisc`). `ocorridoEm` (default now) must be on a school day’s hours (05:00–22:00 in the school’s time zone), today or up to 7 days back, not in the future. A dose off the medical record needs a covering authorisation (422 AUTORIZACAO_MEDICACAO_NECESSARIA). Incidents notify every guardian (Atenção, Importante when `grave`). A replay of the same `chave` by the same author stores nothing and answers 200 with the stored entries.',
          params: idTurmaParam,
          body: lancamentoDiarioPayload,
          response: { 200: lancamentoDiarioRead, 201: lancamentoDiarioRead },
        },
      },
      async (request, reply) => {
        const { replay, body } = await diarioService.lancar(
          deps(request.log),
          requireActor(request.actor),
          request.params.idTurma,
          request.body,
        );
        return reply.status(replay ? 200 : 201).send(body);
      },
    );

    app.post(
      '/diario/:idRegistro/correcao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Writers of the child’s diary: replaces an entry with new details, or voids it (`anular`), with a reason. The original is kept and gets `corrigidoPor`. An entry already replaced: 409 REGISTRO_JA_CORRIGIDO. A replay of the same `chave` answers 200 with the stored correction. There is no edit or delete route.',
          params: idRegistroParam,
          body: correcaoDiarioPayload,
          response: { 200: registroDiarioRead, 201: registroDiarioRead },
        },
      },
      async (request, reply) => {
        const { replay, body } = await diarioService.corrigir(
          deps(request.log),
          requireActor(request.actor),
          request.params.idRegistro,
          request.body,
        );
        return reply.status(replay ? 200 : 201).send(body);
      },
    );

    app.post(
      '/diario/:idRegistro/ciencia',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'A guardian the incident was addressed to acknowledges it (idempotent).',
          params: idRegistroParam,
          response: { 200: registroDiarioRead },
        },
      },
      async (request) =>
        diarioService.ciencia(deps(request.log), requireActor(request.actor), request.params.idRegistro),
    );

    app.post(
      '/diario/:idRegistro/concluir',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'A guardian of the child marks a thing to bring (`trazer`) as done (idempotent).',
          params: idRegistroParam,
          response: { 200: registroDiarioRead },
        },
      },
      async (request) =>
        diarioService.concluir(deps(request.log), requireActor(request.actor), request.params.idRegistro),
    );

    app.get(
      '/discente/:idDisc/diario',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'The child’s guardians, the educators of its classes and the director: a day (`data`, default today) or a week (`semana`: any day of it, Monday to Friday) of entries, oldest first, replaced and voided ones included; `pendentes`: things to bring not done and incidents not acknowledged, of any date. A staff read showing health entries is written to the access log (`ler_diario_saude`).',
          params: idDiscParam,
          querystring: diarioQuery,
          response: { 200: diarioDiscente },
        },
      },
      async (request) =>
        diarioService.diario(
          deps(request.log),
          requireActor(request.actor),
          request.params.idDisc,
          request.query,
        ),
    );

    app.get(
      '/turma/:idTurma/diario/hoje',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Educators of the class and the director: each child’s day so far (present, meals served without an entry, no nap after lunch, incidents waiting for a guardian, medication due).',
          params: idTurmaParam,
          response: { 200: diarioTurmaHoje },
        },
      },
      async (request) =>
        diarioService.turmaHoje(deps(request.log), requireActor(request.actor), request.params.idTurma),
    );

    app.get(
      '/diario/hoje',
      {
        ...signedIn,
        schema: {
          tags,
          description: 'The director: each active class’s day so far, in numbers.',
          response: { 200: diarioEscolaHoje },
        },
      },
      async (request) => diarioService.escolaHoje(deps(request.log), requireActor(request.actor)),
    );

    app.post(
      '/discente/:idDisc/autorizacao-medicacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A guardian of the child authorises a medicine or a dose off the medical record between two dates; the child’s educators are notified.',
          params: idDiscParam,
          body: autorizacaoMedicacaoPayload,
          response: { 201: autorizacaoMedicacaoRead },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await diarioService.autorizar(
              deps(request.log),
              requireActor(request.actor),
              request.params.idDisc,
              request.body,
            ),
          ),
    );

    app.get(
      '/discente/:idDisc/autorizacao-medicacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'Who may read the child: its medication authorisations, current and future first, revoked ones included.',
          params: idDiscParam,
          response: { 200: autorizacoesMedicacao },
        },
      },
      async (request) =>
        diarioService.autorizacoes(deps(request.log), requireActor(request.actor), request.params.idDisc),
    );

    app.delete(
      '/autorizacao-medicacao/:idAutorizacao',
      {
        ...signedIn,
        schema: {
          tags,
          description:
            'A guardian of the child revokes an authorisation (idempotent); doses already given keep pointing at it.',
          params: idAutorizacaoParam,
          response: { 200: autorizacaoMedicacaoRead },
        },
      },
      async (request) =>
        diarioService.revogar(deps(request.log), requireActor(request.actor), request.params.idAutorizacao),
    );
  };
