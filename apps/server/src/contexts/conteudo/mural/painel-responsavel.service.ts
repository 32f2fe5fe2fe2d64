import { AVISOS_NO_PAINEL, FOTOS_NO_PAINEL, tiposAtividade, type PainelResponsavel } from '@lunna/contract';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { localDate } from '../../../lib/school-time';
import { alertaService } from '../../dia/alerta/alerta.service';
import { readOn as horarioBuscaOn } from '../../dia/alerta/horario-busca.service';
import type { Actor } from '../../../lib/actor';
import { avisoService } from '../../comunicacao/aviso/aviso.service';
import { diarioService } from '../../dia/diario/diario.service';
import { eventosDoDiaDe, hojeDe } from '../../dia/presenca/presenca.service';
import { muralRepository, type GuardianHome } from './mural.repository';
import { toPainelRead } from './mural.service';

export type PainelResponsavelDeps = { db: Db; clock: Clock };

type Child = GuardianHome['discentes'][number];

/** The followed child's part of the dashboard, read once the guardian is known to follow it. */
async function childDay(
  deps: PainelResponsavelDeps,
  actor: Actor,
  child: Child,
): Promise<NonNullable<PainelResponsavel['crianca']>> {
  const { db } = deps;
  const hoje = localDate(deps.clock.now(), child.fusoHorario);
  const discenteId = child.idDisc;
  const [painel, eventos, diario, alertas, horarioBusca] = await Promise.all([
    muralRepository.painel(
      db,
      { usuarioId: actor.usuarioId, discenteId, escolaId: actor.escolaId },
      child.turmas.map((t) => t.idTurma),
      hoje,
      tiposAtividade,
      { fotos: FOTOS_NO_PAINEL, avisos: AVISOS_NO_PAINEL },
    ),
    eventosDoDiaDe(db, discenteId, hoje),
    diarioService.diarioOfCheckedChild(db, actor, discenteId, hoje, hoje),
    alertaService.listForCheckedChild(db, actor, discenteId, hoje),
    horarioBuscaOn(db, discenteId, hoje),
  ]);
  return {
    idDisc: discenteId,
    painel: toPainelRead(painel),
    presencaHoje: hojeDe(discenteId, hoje, eventos, child.fusoHorario),
    diario,
    alertas,
    horarioBusca,
  };
}

export const painelResponsavelService = {
  /**
   * The guardian's whole dashboard in one answer, for `idDisc` when it is one of their active children in
   * their school, otherwise for the first one (a choice remembered on a device may be stale): nobody else's
   * child is ever read. Staff have a dashboard of their own (403).
   */
  async read(
    deps: PainelResponsavelDeps,
    actor: Actor,
    idDisc: string | undefined,
  ): Promise<PainelResponsavel> {
    if (actor.papel !== 'responsavel') throw forbidden();
    const home = await muralRepository.guardianHome(deps.db, actor.usuarioId, actor.escolaId);
    if (!home) throw forbidden();
    const child = home.discentes.find((d) => d.idDisc === idDisc) ?? home.discentes[0];
    const [crianca, avisosFixados] = await Promise.all([
      child ? childDay(deps, actor, child) : null,
      avisoService.listForCheckedGuardian(deps.db, actor, null, {
        importancia: 'Importante',
        naoLidos: 'true',
        pagina: 1,
      }),
    ]);
    return {
      responsavel: {
        nomeResp: home.nomeResp,
        ftPerfilResp: home.ftPerfilResp,
        aguardandoAprovacao: home.aguardandoAprovacao,
        discentes: home.discentes.map((d) => ({
          idDisc: d.idDisc,
          nomeDisc: d.nomeDisc,
          imgDisc: d.imgDisc,
          dataNasDisc: d.dataNasDisc,
          escola: { nome: d.escolaNome },
        })),
      },
      crianca,
      avisosFixados,
      preferenciasNotificacao: home.preferenciasNotificacao,
    };
  },
};
