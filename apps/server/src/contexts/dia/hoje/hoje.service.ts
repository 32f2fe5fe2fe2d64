import { RAZOES_PADRAO, type EscolaHoje, type RazoesEscola } from '@lunna/contract';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { instantAt, isSchoolDay, localDate, localTime } from '../../../lib/school-time';
import type { Actor } from '../../../lib/actor';
import { situacaoDoDia } from '../presenca/presenca.situacao';
import { agendarVerificacaoRazao, avisarHojeMudou } from './hoje.eventos';
import { hojeRepository } from './hoje.repository';
import { adultosNecessarios, mesesDeIdade } from './razao';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type HojeDeps = { db: Db; clock: Clock };

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

export const hojeService = {
  /**
   * The director's today: for each class the children expected, present, picked up and absent, the staff
   * on duty against what the present children need, and what waits for her (alerts, incidents,
   * approvals, notices not acknowledged).
   */
  async escolaHoje(deps: HojeDeps, actor: Actor): Promise<EscolaHoje> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    const { fusoHorario, razoes } = await hojeRepository.escola(deps.db, escolaId);
    const agora = deps.clock.now();
    const data = localDate(agora, fusoHorario);
    const faixas = (razoes ?? RAZOES_PADRAO).faixas;

    const inicioDoDia = instantAt(data, '00:00', fusoHorario);
    const [turmas, criancas, eventos, turnos, noPonto, alertas, incidentesSemCiencia, pendencias, avisos] =
      await Promise.all([
        hojeRepository.turmas(deps.db, escolaId),
        hojeRepository.criancasEmTurmas(deps.db, escolaId),
        hojeRepository.eventosDoDia(deps.db, escolaId, data),
        hojeRepository.turnosAbertos(deps.db, escolaId, inicioDoDia),
        hojeRepository.alguemNoPonto(deps.db, escolaId, inicioDoDia),
        hojeRepository.alertasAbertos(deps.db, escolaId, data),
        hojeRepository.incidentesSemCiencia(deps.db, escolaId, data),
        hojeRepository.pendencias(deps.db, escolaId),
        hojeRepository.avisosImportantesPendentes(deps.db, escolaId, agora),
      ]);

    const eventosPorCrianca = groupBy(eventos, (e) => e.discenteId);
    const criancasPorTurma = groupBy(criancas, (c) => c.turmaId);
    const turnosPorTurma = groupBy(turnos, (t) => t.turmaId);
    const alertasPorCrianca = groupBy(alertas, (a) => a.discenteId);
    const diaLetivo = isSchoolDay(data);

    return {
      data,
      hora: localTime(agora, fusoHorario),
      ninguemNoPonto: !noPonto,
      turmas: turmas.map((t) => {
        const daTurma = criancasPorTurma.get(t.id) ?? [];
        const situacoes = daTurma.map((c) => ({
          ...c,
          status: situacaoDoDia(data, eventosPorCrianca.get(c.discenteId) ?? [], fusoHorario).status,
        }));
        const count = (status: string) => situacoes.filter((s) => s.status === status).length;
        const presentes = situacoes.filter((s) => s.status === 'na_escola');
        const equipe = (turnosPorTurma.get(t.id) ?? []).map((e) => ({
          idUsuario: e.usuarioId,
          nome: e.nome,
          desde: localTime(e.entradaEm, fusoHorario),
        }));
        const necessarios = adultosNecessarios(
          presentes.map((c) => mesesDeIdade(c.dataNasDisc, data)),
          faixas,
        );
        const esperadas = diaLetivo ? daTurma.length : 0;
        return {
          idTurma: t.id,
          nomeTurma: t.nomeTurma,
          periodo: t.periodo,
          tema: t.tema,
          esperadas,
          presentes: presentes.length,
          buscadas: count('buscado'),
          ausentes: count('falta'),
          aguardando: diaLetivo ? count('em_casa') : 0,
          equipe,
          adultosNecessarios: necessarios,
          // Without a single clock-in today the count of adults means nothing yet: no class is flagged.
          razaoExcedida: noPonto && equipe.length < necessarios,
          alertasAbertos: daTurma.reduce((n, c) => n + (alertasPorCrianca.get(c.discenteId)?.length ?? 0), 0),
        };
      }),
      alertas: alertas.map((a) => ({
        idAlerta: a.id,
        idDisc: a.discenteId,
        nomeDisc: a.nomeDisc,
        tipo: a.tipo,
        prioridade: a.prioridade,
        texto: a.texto,
        hora: localTime(a.createdAt, fusoHorario),
      })),
      incidentesSemCiencia,
      pendencias,
      avisosImportantes: avisos.map((a) => ({
        idAviso: a.id,
        titulo: a.titulo,
        ciencias: a.ciencias,
        destinatarios: a.destinatarios,
      })),
    };
  },

  async razoes(deps: HojeDeps, actor: Actor): Promise<RazoesEscola> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    return (await hojeRepository.escola(deps.db, escolaId)).razoes ?? RAZOES_PADRAO;
  },

  /** The director sets her school's ratios; open today pages read again, since a class may now be short. */
  async setRazoes(deps: HojeDeps, actor: Actor, razoes: RazoesEscola): Promise<RazoesEscola> {
    const { escolaId } = await requireAccess(deps.db, actor, Permissao.Direcao);
    await deps.db.transaction(async (tx) => {
      await hojeRepository.setRazoes(tx, escolaId, razoes);
      await avisarHojeMudou(tx, escolaId);
      await agendarVerificacaoRazao(tx, escolaId, deps.clock.now());
    });
    return razoes;
  },
};
