import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import { forbidden, notFound } from '../../../lib/app-error';
import { localDate, localTime, weekdayOf } from '../../../lib/school-time';
import type {
  AvisoInfo,
  BuscaInfo,
  DiarioInfo,
  LumiTools,
  PresencaInfo,
} from '../../../platform/assistant/assistant';
import type { Actor } from '../../../lib/actor';
import { atividadeService } from '../../conteudo/atividade/atividade.service';
import { avisoService } from '../../comunicacao/aviso/aviso.service';
import { pickupDay } from '../../familia/autorizado-busca/pickup-eligibility';
import { cardapioService } from '../../conteudo/cardapio/cardapio.service';
import { discenteService } from '../../familia/discente/discente.service';
import { diarioService } from '../../dia/diario/diario.service';
import { enqueteService } from '../../conteudo/enquete/enquete.service';
import { horarioBuscaService } from '../../dia/alerta/horario-busca.service';
import { memoriaService } from '../../conteudo/memoria/memoria.service';
import { presencaService } from '../../dia/presenca/presenca.service';
import { rotinaService } from '../../conteudo/rotina/rotina.service';
import { semanaDe } from '../../conteudo/rotina/semana-escolar';
import { turmaService } from '../../escola/turma/turma.service';
import { normalizar } from '../../../platform/assistant/builtin/texto';
import { lumiRepository } from './lumi.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

/**
 * Lumi's tools for one person: every read goes through the same service (and its access check) as the
 * screen that shows it, for the asking actor and (guardians) the child they picked. So an answer can hold
 * nothing the person could not open in the app themselves.
 */
export function lumiTools(
  ctx: AppContext,
  log: FastifyBaseLogger,
  actor: Actor,
  discenteId: string | null,
): LumiTools {
  const { db, clock } = ctx;
  const child = () => {
    if (!discenteId) throw forbidden();
    return discenteId;
  };
  let fuso: Promise<string> | null = null;
  const fusoHorario = () =>
    (fuso ??= lumiRepository.escola(db, actor.escolaId).then((e) => {
      if (!e) throw notFound('Escola');
      return e.fusoHorario;
    }));
  const avisoDeps = { db, jobs: ctx.jobs, confirmacaoMinutos: ctx.config.avisoConfirmacaoMinutos };
  const presencaDeps = {
    db,
    clock,
    codePepper: ctx.secrets.codePepper,
    mailer: ctx.mailer,
    log,
    publicUrl: ctx.config.publicUrl,
  };

  return {
    perfil: actor.papel === 'responsavel' ? 'responsavel' : 'equipe',

    async agora() {
      const tz = await fusoHorario();
      const now = clock.now();
      return { hoje: localDate(now, tz), hora: localTime(now, tz), fusoHorario: tz };
    },

    async escola() {
      const e = await lumiRepository.escola(db, actor.escolaId);
      if (!e) throw notFound('Escola');
      return {
        nome: e.nome,
        telefone: e.telefone,
        email: e.email,
        endereco: e.endereco,
        direcao: await lumiRepository.direcao(db, actor.escolaId),
      };
    },

    async crianca() {
      if (!discenteId) return null;
      await discenteService.get(db, actor, discenteId, clock.now());
      return lumiRepository.crianca(db, discenteId);
    },

    async cardapio(data) {
      if (actor.papel !== 'responsavel') {
        const semana = await cardapioService.equipe({ db, clock }, actor, semanaDe(data));
        const dia = semana.dias.find((d) => d.data === data);
        return {
          data,
          alergiasCrianca: [],
          refeicoes: (dia?.refeicoes ?? []).map((r) => ({
            refeicao: r.refeicao,
            horario: r.horario,
            prato: r.prato,
            alergenos: r.alergenos,
            alertas: [],
          })),
        };
      }
      const semana = await cardapioService.familia({ db, clock }, actor, child(), semanaDe(data));
      const dia = semana.dias.find((d) => d.data === data);
      return {
        data,
        alergiasCrianca: semana.crianca?.alergenos ?? [],
        refeicoes: (dia?.refeicoes ?? []).map((r) => ({
          refeicao: r.refeicao,
          horario: r.horario,
          prato: r.prato,
          alergenos: r.alergenos,
          alertas: r.alertas ?? [],
        })),
      };
    },

    async rotina(data) {
      const semana = await rotinaService.discente({ db, clock }, actor, child(), semanaDe(data));
      const dia = weekdayOf(data);
      const cartoes = semana.turmas.flatMap((t) =>
        t.celulas
          .filter((c) => c.diaSemana === dia)
          .map((c) => ({
            nomeTurma: t.nomeTurma,
            horaInicio: c.horaInicio,
            horaFim: c.horaFim,
            atividade: c.atividade,
            descriatv: c.descriatv,
          })),
      );
      cartoes.sort((a, b) => a.horaInicio.localeCompare(b.horaInicio));
      return { data, cartoes };
    },

    async atividades(data) {
      const list = await atividadeService.listForChild({ db, storage: ctx.storage }, actor, child(), {});
      return {
        data,
        itens: list.itens
          .filter((a) => a.data === data)
          .map((a) => ({
            tipo: a.tipo,
            tituloAtv: a.tituloAtv,
            descricaoAtv: a.descricaoAtv,
            pontos: a.pontos,
            nomeTurma: a.nomeTurma,
            pedagogo: a.pedagogo.nome,
          })),
      };
    },

    async memorias(data) {
      const tz = await fusoHorario();
      const list = await memoriaService.listForChild({ db, storage: ctx.storage }, actor, child(), {
        ordem: 'recentes',
      });
      const doDia = list.itens.filter((m) => localDate(new Date(m.criadoEm), tz) === data);
      return {
        data,
        quantidade: doDia.length,
        descricoes: [...new Set(doDia.map((m) => m.descricao).filter((d): d is string => !!d))],
      };
    },

    async avisos() {
      const list = await avisoService.list(avisoDeps, actor, { idDisc: discenteId ?? undefined, pagina: 1 });
      const info = (a: (typeof list.itens)[number]): AvisoInfo => ({
        tituloAviso: a.tituloAviso,
        conteudoAviso: a.conteudoAviso,
        importancia: a.importancia,
        autor: a.pedagogo.nome,
        criadoEm: a.criadoEm,
        lido: a.lido ?? true,
      });
      const itens = list.itens.map(info);
      return {
        naoLidos: itens.filter((a) => !a.lido),
        importantesPendentes: itens.filter((a) => !a.lido && a.importancia === 'Importante'),
        recentes: itens,
      };
    },

    async enquetes() {
      const list = await enqueteService.listForChild({ db, clock, jobs: ctx.jobs }, actor, child(), false);
      return {
        abertas: list.itens.map((e) => ({
          pergunta: e.pergunta,
          fim: e.fim,
          nomeTurma: e.nomeTurma,
          votou: e.meuVoto !== null,
          opcoes: e.opcoes.map((o) => o.texto),
        })),
      };
    },

    async presenca(): Promise<PresencaInfo> {
      const p = await presencaService.hoje(presencaDeps, actor, child());
      // Who recorded each event is on the day's history (the same access check).
      const historico = await presencaService.historico(presencaDeps, actor, child(), p.data.slice(0, 7));
      const eventos = historico.dias.find((d) => d.data === p.data)?.eventos ?? [];
      const educadorDe = (tipo: string, hora: string) =>
        [...eventos].reverse().find((e) => e.tipo === tipo && e.hora === hora)?.educador?.nome ?? null;
      return {
        data: p.data,
        status: p.status === 'buscado' ? 'saiu' : p.status,
        entrada: p.entrada
          ? {
              hora: p.entrada.hora,
              pessoa: p.entrada.pessoa.nome,
              educador: educadorDe('entrada', p.entrada.hora),
            }
          : null,
        saida: p.saida
          ? { hora: p.saida.hora, pessoa: p.saida.pessoa.nome, educador: educadorDe('saida', p.saida.hora) }
          : null,
        falta: p.falta,
      };
    },

    async busca(data): Promise<BuscaInfo> {
      const id = child();
      // The same access check as the pickup screen, then the one custody rule: who may take the child that day.
      await requireAccess(db, actor, Permissao.DiscenteLer, id);
      const horario = await horarioBuscaService.naData({ db, clock, jobs: ctx.jobs }, actor, id, data);
      const dia = await pickupDay(db, id, data);
      // A guardian whose question a custody restriction touches is sent to the school: the answer must
      // neither offer a barred person nor tell someone who may not know that there is a restriction.
      if (actor.papel === 'responsavel' && dia.restricaoAfetou) {
        return {
          data,
          horario: horario.horario,
          ajustado: horario.ajustado,
          pessoas: [],
          falarComEscola: true,
        };
      }
      return {
        data,
        horario: horario.horario,
        ajustado: horario.ajustado,
        pessoas: dia.pessoas.map((p) => ({
          nome: p.nome,
          parentesco: p.parentesco ?? '',
          tipo: p.tipo,
          temporario: p.ate !== null,
        })),
        falarComEscola: false,
      };
    },

    async saude() {
      const d = await discenteService.get(db, actor, child(), clock.now());
      const f = d.fichaMed;
      return {
        remedios: f?.remedios ?? null,
        qtdHoraMed: f?.qtdHoraMed ?? null,
        qtdMed: f?.qtdMed ?? null,
        cuidados: f?.cuidados ?? null,
        comidasAlergicas: f?.comidasAlergicas ?? null,
        descTratamento: f?.descTratamento ?? null,
        planSaud: f?.planSaud ?? null,
        numCartSus: f?.numCartSus ?? null,
        nomeHospital: f?.endereco?.nomeHospital ?? null,
      };
    },

    async diario(data): Promise<DiarioInfo> {
      const id = child();
      // The same check as the child's diary page: a guardian reads only their own child.
      await requireAccess(db, actor, Permissao.DiscenteLer, id);
      const tz = await fusoHorario();
      const registros = await diarioService.registrosVigentesOfCheckedChild(db, id, data);
      return {
        data,
        registros: registros.map((r) => ({
          hora: localTime(r.ocorridoEm, tz),
          fim: r.detalhes.tipo === 'sono' && r.detalhes.fim ? localTime(new Date(r.detalhes.fim), tz) : null,
          detalhes: r.detalhes,
          autor: r.autorNome,
          corrigido: r.corrigido !== null,
        })),
      };
    },

    async citaOutraCrianca(texto) {
      if (actor.papel !== 'responsavel') return false;
      const palavras = new Set(normalizar(texto).trim().split(/\s+/));
      const [daEscola, daFamilia] = await Promise.all([
        lumiRepository.primeirosNomesDaEscola(db, actor.escolaId),
        lumiRepository.primeirosNomesDaFamilia(db, actor.usuarioId),
      ]);
      const proprios = new Set(daFamilia.map((n) => normalizar(n).trim()));
      return daEscola.some((n) => {
        const nome = normalizar(n).trim();
        return nome.length >= 3 && !proprios.has(nome) && palavras.has(nome);
      });
    },

    async presencaTurmas() {
      if (actor.papel === 'responsavel') throw forbidden();
      const turmas = await turmaService.list(db, actor, false);
      const dias = await Promise.all(
        turmas.map((t) => presencaService.turmaDia(presencaDeps, actor, t.idTurma)),
      );
      return {
        data: dias[0]?.data ?? (await this.agora()).hoje,
        turmas: dias.map((d) => ({
          nomeTurma: d.turma.nomeTurma,
          presentes: d.criancas.filter((c) => c.status === 'na_escola').length,
          ausentes: d.criancas.filter((c) => c.status === 'falta').length,
          total: d.criancas.length,
        })),
      };
    },
  };
}
