import type { Db } from '../../../db/client';
import { localDate } from '../../../lib/school-time';
import { peopleForDay } from '../../familia/autorizado-busca/pickup-eligibility';
import { consentimentoRepository } from './consentimento.repository';
import { exportacaoRepository as repo } from './exportacao.repository';

/** A file of the ZIP's `fotos/` folder: where it goes in the ZIP and its storage key. */
export type FotoExportada = { caminho: string; chave: string };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const ext = (key: string) => key.split('.').pop() ?? 'bin';

/** A folder name from a child's name: 'Lucas Souza' → 'lucas-souza'. */
const pasta = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'crianca';

/**
 * The guardian's chat: each private conversation with the school (both sides), and what they wrote in the
 * school's 'Geral' room (what other families wrote there is theirs, not part of this export).
 */
async function conversasDoChat(db: Db, usuarioId: string) {
  const privadas = await repo.conversasPrivadas(db, usuarioId);
  const mensagens = await repo.mensagensChat(
    db,
    usuarioId,
    privadas.map((p) => p.id),
  );
  const daConversa = (conversaId: string) =>
    mensagens
      .filter((m) => m.conversaId === conversaId)
      .map((m) => ({ de: m.autor, texto: m.texto, enviadaEm: iso(m.createdAt) }));
  const idsPrivadas = new Set(privadas.map((p) => p.id));
  return {
    salaGeral: mensagens
      .filter((m) => !idsPrivadas.has(m.conversaId))
      .map((m) => ({ texto: m.texto, enviadaEm: iso(m.createdAt) })),
    privadas: privadas
      .map((p) => ({ com: { nome: p.nome, papel: p.papel }, mensagens: daConversa(p.id) }))
      .filter((p) => p.mensagens.length > 0),
  };
}

/**
 * Everything the platform holds about a guardian and each of their children, as plain JSON (LGPD art. 18):
 * only the guardian's own data, their children's, and what they received or wrote. Other families'
 * children never appear: photos are the ones the child is tagged in and the guardian may see, and no
 * list of classmates or of other tagged children is included.
 */
export async function montarDados(
  db: Db,
  usuarioId: string,
  now: Date,
): Promise<{ dados: Record<string, unknown>; fotos: FotoExportada[]; fusoHorario: string } | null> {
  const titular = await repo.titular(db, usuarioId);
  if (!titular) return null;
  const { u, r } = titular;
  const fotos: FotoExportada[] = [];
  if (r.ftPerfilResp)
    fotos.push({ caminho: `fotos/voce/foto-perfil.${ext(r.ftPerfilResp)}`, chave: r.ftPerfilResp });
  if (r.ftRgResp) fotos.push({ caminho: `fotos/voce/documento-rg.${ext(r.ftRgResp)}`, chave: r.ftRgResp });

  const pastasUsadas = new Set<string>();
  const filhos = await repo.filhos(db, r.id);
  const criancas = [];
  for (const { d, parentesco } of filhos) {
    let dir = pasta(d.nomeDisc);
    while (pastasUsadas.has(dir)) dir = `${dir}-${d.id.slice(0, 4)}`;
    pastasUsadas.add(dir);
    if (d.imgDisc) fotos.push({ caminho: `fotos/${dir}/foto-perfil.${ext(d.imgDisc)}`, chave: d.imgDisc });
    if (d.capaDisc) fotos.push({ caminho: `fotos/${dir}/capa.${ext(d.capaDisc)}`, chave: d.capaDisc });

    const [
      outros,
      turmas,
      ficha,
      contatos,
      autorizados,
      horarios,
      presencas,
      alertas,
      votos,
      consentimentos,
      historico,
      memorias,
      diario,
      ciencias,
      autorizacoesMedicacao,
    ] = await Promise.all([
      repo.outrosResponsaveis(db, d.id, r.id),
      repo.turmas(db, d.id),
      repo.fichaMedica(db, d.id),
      repo.contatos(db, d.id),
      repo.autorizados(db, d.id),
      repo.horarios(db, d.id),
      repo.presencas(db, d.id),
      repo.alertas(db, d.id),
      repo.votos(db, { discenteId: d.id }),
      consentimentoRepository.decisoes(db, d.id),
      repo.historicoDiscente(db, d.id),
      repo.memoriasMarcadas(db, usuarioId, d.id),
      repo.diario(db, d.id),
      repo.cienciasDiario(db, usuarioId, d.id),
      repo.autorizacoesMedicacao(db, d.id),
    ]);
    const cienciaDe = new Map(ciencias.map((c) => [c.registroId, c.lidoEm]));
    const elegiveis = new Set(
      (await peopleForDay(db, d.id, localDate(now, titular.fusoHorario))).map((p) => p.id),
    );
    const fotosMemorias = memorias.map((m, i) => {
      const caminho = `fotos/${dir}/memorias/${m.createdAt.toISOString().slice(0, 10)}-${String(i + 1).padStart(3, '0')}.${ext(m.original)}`;
      fotos.push({ caminho, chave: m.original });
      return { arquivo: caminho, data: iso(m.createdAt), descricao: m.descricao };
    });

    criancas.push({
      perfil: {
        nomeDisc: d.nomeDisc,
        cpfDisc: d.cpfDisc,
        rgDisc: d.rgDisc,
        dataNasDisc: d.dataNasDisc,
        alturaDisc: d.alturaDisc,
        pesoDisc: d.pesoDisc,
        deficiencia: d.deficiencia,
        situacao: d.situacao,
        seuParentesco: parentesco,
        cadastradoEm: iso(d.createdAt),
      },
      outrosResponsaveis: outros,
      turmas,
      fichaMedica: ficha
        ? {
            numCartSus: ficha.numCartSus,
            planSaud: ficha.planSaud,
            cuidados: ficha.cuidados,
            remedios: ficha.remedios,
            comidasAlergicas: ficha.comidasAlergicas,
            descTratamento: ficha.descTratamento,
            qtdHoraMed: ficha.qtdHoraMed,
            qtdMed: ficha.qtdMed,
            hospital: {
              nomeHospital: ficha.nomeHospital,
              cepHospital: ficha.cepHospital,
              ruaHospital: ficha.ruaHospital,
              ufHospital: ficha.ufHospital,
            },
            versao: ficha.versao,
            atualizadaEm: iso(ficha.updatedAt),
          }
        : null,
      contatosEmergencia: contatos.map((c) => ({
        nome: c.nome,
        parentesco: c.parentesco,
        numeroTelefone: c.numeroTelefone,
        numeroCelular: c.numeroCelular,
      })),
      listaDeBusca: autorizados.map((a) => ({
        // Through the custody rule: removed, out of its dates or suspended by the school all say no.
        podeBuscarHoje: elegiveis.has(a.id),
        nome: a.nome,
        rg: a.rg,
        cpf: a.cpf,
        parentesco: a.parentesco,
        telefone: a.telefone,
        dataInicio: a.dataInicio,
        dataFim: a.dataFim,
        incluidoEm: iso(a.createdAt),
        removidoEm: iso(a.removidoEm),
      })),
      horariosDeBusca: horarios.map((h) => ({ diaSemana: h.diaSemana, data: h.data, horario: h.horario })),
      presencas: presencas.map(({ p, educador }) => ({
        data: p.data,
        tipo: p.tipo,
        ocorridoEm: iso(p.ocorridoEm),
        pessoa: p.nomePessoa,
        educador,
        motivo: p.motivo,
        excecao: p.excecao,
      })),
      alertas: alertas.map(({ a, autor }) => ({
        data: a.data,
        tipo: a.tipo,
        categoria: a.categoria,
        prioridade: a.prioridade,
        texto: a.texto,
        chegadaPrevista: a.chegadaPrevista,
        autor,
        criadoEm: iso(a.createdAt),
        confirmadoEm: iso(a.confirmadoEm),
      })),
      // The diary as the school keeps it: every entry, the replaced ones and their corrections included.
      diario: diario.map((e) => ({
        idRegistro: e.id,
        data: e.data,
        tipo: e.tipo,
        ocorridoEm: iso(e.ocorridoEm),
        detalhes: e.detalhes,
        registradoPor: e.autorNome,
        registradoEm: iso(e.createdAt),
        corrige: e.corrigeId,
        motivoCorrecao: e.motivoCorrecao,
        corrigidoPor: e.corrigidoPorId,
        anulado: e.anulado,
        concluidoEm: iso(e.concluidoEm),
        ...(cienciaDe.has(e.id) ? { suaCienciaEm: iso(cienciaDe.get(e.id)) } : {}),
      })),
      autorizacoesDeMedicacao: autorizacoesMedicacao.map((a) => ({
        medicamento: a.medicamento,
        dose: a.dose,
        unidade: a.unidade,
        horarios: a.horarios,
        dataInicio: a.dataInicio,
        dataFim: a.dataFim,
        observacao: a.observacao,
        autorizadoPor: a.autorNome,
        autorizadoEm: iso(a.createdAt),
        revogadaEm: iso(a.revogadaEm),
      })),
      votosEmEnquetes: votos.map((v) => ({
        pergunta: v.pergunta,
        opcao: v.opcao,
        votadoPor: v.votadoPor,
        votadoEm: iso(v.votadoEm),
      })),
      consentimentos: consentimentos.map((c) => ({
        finalidade: c.finalidade,
        concedido: c.concedido,
        decididoPor: c.nome,
        decididoEm: iso(c.createdAt),
      })),
      historicoDeAlteracoes: historico.map(({ h, quem }) => ({
        quando: iso(h.createdAt),
        quem,
        entidade: h.entidade,
        acao: h.acao,
        antes: h.antes,
        depois: h.depois,
      })),
      fotosEmQueAparece: fotosMemorias,
    });
  }

  const nomesDosFilhos = new Map(filhos.map(({ d }) => [d.id, d.nomeDisc]));
  const [avisos, notificacoes, alertasEscritos, votosProprios, historicoProprio, conversasLumi, chat] =
    await Promise.all([
      repo.avisosRecebidos(db, usuarioId),
      repo.notificacoes(db, usuarioId),
      repo.alertasEscritos(db, usuarioId),
      repo.votos(db, { usuarioId }),
      repo.historicoResponsavel(db, r.id),
      repo.conversasLumi(db, usuarioId),
      conversasDoChat(db, usuarioId),
    ]);

  const dados = {
    sobre:
      'Exportação dos seus dados no Lunna (LGPD, art. 18): os seus dados, os de cada criança sob a sua responsabilidade e o que você recebeu ou escreveu.',
    geradoEm: now.toISOString(),
    escola: titular.escola,
    voce: {
      nome: u.nome,
      email: u.email,
      idUsuario: u.idUsuario,
      idioma: u.idioma,
      contaCriadaEm: iso(u.createdAt),
      nomeResp: r.nomeResp,
      cpfResp: r.cpfResp,
      rgResp: r.rgResp,
      emailRecResp: r.emailRecResp,
      numeroTel: r.numeroTel,
      numeroCel: r.numeroCel,
      endereco: { rua: r.rua, bairro: r.bairro, cep: r.cep, uf: r.uf },
      preferencias: {
        emailNormal: u.emailNormal,
        emailAtencao: u.emailAtencao,
        emailImportante: u.emailImportante,
        notifBanners: u.notifBanners,
        pushNormal: u.pushNormal,
        alertaLoginSuspeito: u.alertaLoginSuspeito,
        tamanhoFonte: u.tamanhoFonte,
        contraste: u.contraste,
      },
      historicoDeAlteracoes: historicoProprio.map(({ h, quem }) => ({
        quando: iso(h.createdAt),
        quem,
        acao: h.acao,
        antes: h.antes,
        depois: h.depois,
      })),
    },
    criancas,
    avisosRecebidos: avisos.map(({ a, lidoEm }) => ({
      titulo: a.tituloAviso,
      conteudo: a.conteudoAviso,
      importancia: a.importancia,
      enviadoEm: iso(a.createdAt),
      lidoEm: iso(lidoEm),
    })),
    conversasComLumi: conversasLumi.map((m) => ({
      crianca: m.discenteId ? (nomesDosFilhos.get(m.discenteId) ?? null) : null,
      autor: m.autor,
      texto: m.texto,
      resposta: m.html,
      em: iso(m.createdAt),
    })),
    notificacoesRecebidas: notificacoes.map((n) => ({
      titulo: n.titulo,
      texto: n.texto,
      prioridade: n.prioridade,
      tipo: n.tipo,
      criadaEm: iso(n.createdAt),
      lidaEm: iso(n.lidaEm),
    })),
    escritoPorVoce: {
      alertas: alertasEscritos.map((a) => ({
        crianca: nomesDosFilhos.get(a.discenteId) ?? null,
        data: a.data,
        tipo: a.tipo,
        texto: a.texto,
        chegadaPrevista: a.chegadaPrevista,
        criadoEm: iso(a.createdAt),
      })),
      votosEmEnquetes: votosProprios.map((v) => ({
        crianca: nomesDosFilhos.get(v.discenteId) ?? null,
        pergunta: v.pergunta,
        opcao: v.opcao,
        votadoEm: iso(v.votadoEm),
      })),
    },
    conversas: chat,
  };
  return { dados, fotos, fusoHorario: titular.fusoHorario };
}

export function leiame(geradoEm: Date, expiraEm: Date, timeZone: string): string {
  const data = (d: Date) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      d,
    );
  return [
    'Lunna — exportação dos seus dados',
    '',
    `Gerada em ${data(geradoEm)}. O link para baixar vale até ${data(expiraEm)}.`,
    '',
    'dados.json  Os seus dados e os de cada criança sob a sua responsabilidade: perfil, ficha médica,',
    '            contatos de emergência, lista de quem pode buscar, presenças, alertas, votos em enquetes,',
    '            consentimentos e o histórico de alterações; os avisos e as notificações que você recebeu;',
    '            o que você escreveu (alertas, votos); as suas conversas com a Lumi e o chat: cada conversa',
    '            privada com a escola (as suas mensagens e as que recebeu) e o que você escreveu na sala',
    '            Geral (as mensagens de outras famílias não entram). Datas e horas em UTC (formato ISO 8601).',
    'fotos/      A sua foto e a do seu documento, a foto e a capa de cada criança e as fotos das memórias',
    '            em que a criança foi marcada.',
    '',
    'Guarde este arquivo em lugar seguro: ele contém dados pessoais e de saúde das crianças.',
    'Dúvidas ou pedidos de correção: fale com a direção da escola.',
    '',
  ].join('\r\n');
}
