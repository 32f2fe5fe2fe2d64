import crypto from 'node:crypto';
import { notificacaoService } from '../../comunicacao/notificacao/notificacao.service';
import {
  type Idioma,
  descricaoPedido,
  formatCnpj,
  MESES_PERIODO,
  mensagemLimitePlano,
  msg,
  valorPeriodoCentavos,
  type CapturaResponse,
  type PagamentoConfig,
  type PedidoCriado,
  type PedidoPayload,
  type PeriodoPlano,
  type RenovacaoPayload,
  type SandboxDecisaoPayload,
} from '@lunna/contract';
import { addMonths } from 'date-fns/addMonths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import { AppError, notFound, validation } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { safeError } from '../../../lib/error-handler';
import { idiomaOuPadrao } from '../../../lib/textos/textos';
import { localDate } from '../../../lib/school-time';
import { randomCode } from '../../../lib/tokens';
import type { Mailer } from '../../../platform/mail/mailer';
import {
  isSandbox,
  PaymentProviderError,
  type CaptureResult,
  type PaymentProvider,
} from '../../../platform/payments/payments';
import { planDay } from '../../dia/alerta/daily-plan';
import type { Actor } from '../../../lib/actor';
import { criarConviteEquipe, enviarConviteEquipe } from '../convite-equipe/convite-equipe.create';
import { agendarRetencao } from '../../conta/privacidade/retencao.service';
import { planoRepository, type PlanoRow } from '../plano/plano.repository';
import { reciboEmail, type Recibo } from './pagamento.emails';
import { pagamentoRepository as repo, type PagamentoRow } from './pagamento.repository';
import { requireAccess } from '../../../acesso/require-access';
import { Permissao } from '../../../acesso/permissao';

export type PagamentoDeps = {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** Same length and alphabet as the demo school's code (LUNNA1): six characters, no look-alikes (0/O, 1/I). */
const CODIGO_ESCOLA_TAMANHO = 6;
const MOEDA = 'BRL' as const;

const reais = (centavos: number) => centavos / 100;

const recusado = (message: string = msg.pagamentoRecusado) =>
  new AppError(402, 'PAGAMENTO_RECUSADO', message);
const cancelado = () => new AppError(409, 'PAGAMENTO_CANCELADO', msg.pagamentoCancelado);
const divergente = () => new AppError(402, 'PAGAMENTO_DIVERGENTE', msg.pagamentoDivergente);
const indisponivel = () => new AppError(502, 'PAGAMENTO_INDISPONIVEL', msg.pagamentoIndisponivel);

/** Runs a provider call; its failures (network, timeout, credentials) are logged and answered as "try again". */
async function provedor<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.error({ err: safeError(err) }, `payment provider: ${what} failed`);
    throw indisponivel();
  }
}

async function planoOuErro(db: Db, id: string): Promise<PlanoRow> {
  const plano = await planoRepository.ativo(db, id);
  if (!plano) throw validation({ plano: msg.planoDesconhecido });
  return plano;
}

function exigeCaber(plano: PlanoRow, numeroAlunos: number) {
  const problema = mensagemLimitePlano(plano, numeroAlunos);
  if (problema) throw validation({ numeroAlunos: problema });
}

/** A new school's CNPJ and director's e-mail must be free (checked at the order and again at the capture). */
async function exigeEscolaNova(db: Db | Tx, cnpj: string, email: string) {
  if (await repo.cnpjEmUso(db, cnpj))
    throw new AppError(409, 'CONFLICT', msg.cnpjEmUso, { cnpj: msg.cnpjEmUso });
  if (await repo.emailEmUso(db, email))
    throw new AppError(409, 'CONFLICT', msg.emailDuplicado, { emailDiretor: msg.emailDuplicado });
}

/** Creates the order with the provider for what the server decided, then records the payment. */
async function registrarPedido(
  deps: PagamentoDeps,
  plano: PlanoRow,
  periodo: PeriodoPlano,
  numeroAlunos: number,
  extra: Pick<PagamentoRow, 'escolaId' | 'dadosEscola' | 'criadoPor'>,
): Promise<PedidoCriado> {
  const valorCentavos = valorPeriodoCentavos(plano, periodo, numeroAlunos);
  const descricao = descricaoPedido(plano, periodo, numeroAlunos);
  // The id is chosen first so the provider's order carries it; if the provider fails, nothing is written.
  const id = crypto.randomUUID();
  const { orderId } = await provedor(deps.log, 'create order', () =>
    deps.payments.createOrder({
      reference: id,
      description: descricao,
      amountCentavos: valorCentavos,
      currency: MOEDA,
    }),
  );
  await repo.insert(deps.db, {
    id,
    planoId: plano.id,
    periodo,
    numeroAlunos,
    valorCentavos,
    moeda: MOEDA,
    provedor: deps.payments.provedor,
    pedidoProvedor: orderId,
    status: 'criado',
    ...extra,
  });
  return {
    idPagamento: id,
    provedor: deps.payments.provedor,
    pedidoProvedor: orderId,
    valor: reais(valorCentavos),
    moeda: MOEDA,
    descricao,
  };
}

function capturaResponse(pag: PagamentoRow, pagoAte: Date): CapturaResponse {
  return {
    status: 'capturado',
    plano: pag.planoId,
    periodo: pag.periodo,
    valor: reais(pag.valorCentavos),
    pagoAte: pagoAte.toISOString(),
    emailDiretor: pag.dadosEscola?.emailDiretor ?? null,
  };
}

async function codigoEscolaLivre(tx: Tx): Promise<string> {
  for (let tentativa = 0; tentativa < 20; tentativa++) {
    const codigo = randomCode(CODIGO_ESCOLA_TAMANHO);
    if (!(await repo.codigoEmUso(tx, codigo))) return codigo;
  }
  throw new Error('no free school code after 20 attempts');
}

type Convite = { nome: string; email: string; nomeEscola: string; token: string };
type Concedido = {
  pagoAte: Date;
  convite: Convite | null;
  recibo: (Recibo & { to: string; idioma: Idioma }) | null;
};

/** A verified capture of a new school: the school, its subscription, and its director's invitation. */
async function concederEscolaNova(
  tx: Tx,
  clock: Clock,
  pag: PagamentoRow,
  capturaId: string,
  chave: string,
): Promise<Concedido> {
  const dados = pag.dadosEscola!;
  const now = clock.now();
  const escola = await repo.insertEscola(tx, {
    nome: dados.nomeEscola,
    cnpj: dados.cnpj,
    email: dados.emailDiretor,
    codigo: await codigoEscolaLivre(tx),
    // A school that signed up online does not know its families yet: their links to children wait for the director.
    aprovarVinculos: true,
  });
  const pagoAte = addMonths(now, MESES_PERIODO[pag.periodo]);
  await repo.insertAssinatura(tx, {
    escolaId: escola.id,
    planoId: pag.planoId,
    periodo: pag.periodo,
    numeroAlunos: pag.numeroAlunos,
    valorCentavos: pag.valorCentavos,
    pagamentoId: pag.id,
    inicio: now,
    pagoAte,
  });
  await repo.update(tx, pag.id, {
    escolaId: escola.id,
    status: 'capturado',
    capturaProvedor: capturaId,
    chaveIdempotencia: chave,
    concluidoEm: now,
  });
  const { token } = await criarConviteEquipe(tx, clock, {
    escolaId: escola.id,
    nomeEscola: escola.nome,
    nome: dados.nomeDiretor,
    email: dados.emailDiretor,
    papel: 'gestor',
    convidadoPor: null,
  });
  // The school's clock (daily planning, retention) starts now rather than at the next server start.
  await planDay(tx, escola, localDate(now, escola.fusoHorario));
  await agendarRetencao(tx, escola.id, now);
  // No separate receipt: the invitation is the new director's first e-mail, and the director's area lists the payments.
  return {
    pagoAte,
    convite: { nome: dados.nomeDiretor, email: dados.emailDiretor, nomeEscola: escola.nome, token },
    recibo: null,
  };
}

/** A verified capture of a renewal or upgrade: a new period from the end of the current one (or now, if it ended). */
async function concederRenovacao(
  tx: Tx,
  clock: Clock,
  pag: PagamentoRow,
  capturaId: string,
  chave: string,
  diretor: Actor,
): Promise<Concedido> {
  const now = clock.now();
  const atual = await repo.assinaturaAtual(tx, pag.escolaId!);
  const inicio = atual && atual.pagoAte > now ? atual.pagoAte : now;
  const pagoAte = addMonths(inicio, MESES_PERIODO[pag.periodo]);
  await repo.insertAssinatura(tx, {
    escolaId: pag.escolaId!,
    planoId: pag.planoId,
    periodo: pag.periodo,
    numeroAlunos: pag.numeroAlunos,
    valorCentavos: pag.valorCentavos,
    pagamentoId: pag.id,
    inicio,
    pagoAte,
  });
  await repo.update(tx, pag.id, {
    status: 'capturado',
    capturaProvedor: capturaId,
    chaveIdempotencia: chave,
    concluidoEm: now,
  });
  const escola = await repo.escola(tx, pag.escolaId!);
  const plano = await planoRepository.byId(tx, pag.planoId);
  // The receipt is written in the director's own language.
  const idioma = idiomaOuPadrao(
    (await notificacaoService.idiomas(tx, [diretor.usuarioId])).get(diretor.usuarioId),
  );
  const recibo = {
    to: diretor.email,
    idioma,
    nome: diretor.nome,
    nomeEscola: escola?.nome ?? '',
    nomePlano: plano?.nomePlan ?? pag.planoId,
    periodo: pag.periodo,
    valorCentavos: pag.valorCentavos,
    pagoAte,
    referencia: pag.id.slice(0, 8).toUpperCase(),
  };
  return { pagoAte, convite: null, recibo };
}

/** Why a capture does not match what was asked for, or null when it does. */
function divergencia(
  pag: PagamentoRow,
  captura: Extract<CaptureResult, { status: 'captured' }>,
): string | null {
  if (captura.amountCentavos === pag.valorCentavos && captura.currency === pag.moeda) return null;
  return `capturado ${captura.amountCentavos} centavos ${captura.currency}; esperado ${pag.valorCentavos} centavos ${pag.moeda}`;
}

/** Renewal payments belong to their school: only its directors may see them through. */
function exigeDonoDaRenovacao(pag: PagamentoRow, actor: Actor | null) {
  if (pag.dadosEscola) return;
  if (!actor || actor.papel !== 'gestor' || actor.escolaId !== pag.escolaId) throw notFound('Pagamento');
}

export const pagamentoService = {
  config(payments: PaymentProvider): PagamentoConfig {
    return { ...payments.publicConfig(), moeda: MOEDA };
  },

  /**
   * `POST /pagamento/pedido`: a new school's order. Everything is checked before anything is written or
   * the provider is called; the amount comes from the plan's row, never from the browser.
   */
  async criarPedido(deps: PagamentoDeps, body: PedidoPayload): Promise<PedidoCriado> {
    const plano = await planoOuErro(deps.db, String(body.plano));
    const numeroAlunos = Number(body.numeroAlunos);
    exigeCaber(plano, numeroAlunos);
    const cnpj = formatCnpj(body.cnpj);
    const emailDiretor = body.emailDiretor.trim().toLowerCase();
    await exigeEscolaNova(deps.db, cnpj, emailDiretor);
    return registrarPedido(deps, plano, body.periodo, numeroAlunos, {
      escolaId: null,
      criadoPor: null,
      dadosEscola: {
        nomeEscola: body.nomeEscola.trim(),
        cnpj,
        nomeDiretor: body.nomeDiretor.trim(),
        emailDiretor,
      },
    });
  },

  /** `POST /pagamento/renovacao`: the director pays another period, or moves to another plan, for the school's current students. */
  async criarRenovacao(deps: PagamentoDeps, actor: Actor, body: RenovacaoPayload): Promise<PedidoCriado> {
    await requireAccess(deps.db, actor, Permissao.Direcao);
    const plano = await planoOuErro(deps.db, body.plano);
    // The school's current students (one at least, for a school that has not enrolled anyone yet) must fit the plan.
    const numeroAlunos = Math.max(await repo.alunosAtivos(deps.db, actor.escolaId), 1);
    exigeCaber(plano, numeroAlunos);
    return registrarPedido(deps, plano, body.periodo, numeroAlunos, {
      escolaId: actor.escolaId,
      criadoPor: actor.usuarioId,
      dadosEscola: null,
    });
  },

  /**
   * Captures the payment exactly once. The payment's row stays locked from the first look to the last
   * write, provider call included, so concurrent captures and retries (same or another key) wait and then
   * find it settled: they get the same answer, and one subscription exists (assinatura.pagamentoId is
   * unique as a last guard). Nothing is granted unless the provider captured exactly the amount and
   * currency decided at the order.
   *
   * Holding the lock across the provider's call (at most PAYPAL_TIMEOUT_MS) is deliberate: it is what makes
   * "captured at the provider" and "recorded here" one step for every other request on this payment. It
   * costs one database connection per capture in flight (on embedded PGlite, which runs one transaction at
   * a time, other requests wait meanwhile; the sandbox answers at once).
   */
  async capturar(
    deps: PagamentoDeps,
    actor: Actor | null,
    idPagamento: string,
    chave: string,
  ): Promise<CapturaResponse> {
    type Resultado =
      | { resposta: CapturaResponse; convite: Convite | null; recibo?: Concedido['recibo'] }
      | { erro: AppError };
    const result = await deps.db.transaction(async (tx): Promise<Resultado> => {
      const pag = await repo.lock(tx, idPagamento);
      if (!pag) throw notFound('Pagamento');
      exigeDonoDaRenovacao(pag, actor);
      if (pag.status === 'capturado') {
        const assinatura = await repo.assinaturaDoPagamento(tx, pag.id);
        return { resposta: capturaResponse(pag, assinatura!.pagoAte), convite: null };
      }
      if (pag.status === 'cancelado') throw cancelado();
      if (pag.status === 'recusado') throw recusado();
      if (pag.status === 'divergente') throw divergente();
      if (await repo.chaveUsadaPorOutro(tx, pag.id, chave)) {
        throw new AppError(409, 'CONFLICT', msg.idempotencyKeyInvalida, {
          'idempotency-key': msg.idempotencyKeyInvalida,
        });
      }
      if (pag.dadosEscola) {
        // Checked again before charging: the school or the director's account may have appeared since the order.
        await repo.lockNovaEscola(tx, pag.dadosEscola.cnpj, pag.dadosEscola.emailDiretor);
        await exigeEscolaNova(tx, pag.dadosEscola.cnpj, pag.dadosEscola.emailDiretor);
      }

      const captura = await provedor(deps.log, 'capture', () =>
        deps.payments.capture(pag.pedidoProvedor!, chave),
      );
      const now = deps.clock.now();
      if (captura.status === 'not_approved') throw recusado(msg.pagamentoNaoAprovado);
      if (captura.status === 'declined') {
        await repo.update(tx, pag.id, {
          status: 'recusado',
          motivo: captura.reason.slice(0, 200),
          concluidoEm: now,
        });
        return { erro: recusado() };
      }
      const diferenca = divergencia(pag, captura);
      if (diferenca) {
        deps.log.warn(
          { pagamento: pag.id, motivo: diferenca },
          'captured amount differs from the order: nothing granted',
        );
        await repo.update(tx, pag.id, {
          status: 'divergente',
          motivo: diferenca,
          capturaProvedor: captura.captureId,
          chaveIdempotencia: chave,
          concluidoEm: now,
        });
        return { erro: divergente() };
      }
      const concedido = pag.dadosEscola
        ? await concederEscolaNova(tx, deps.clock, pag, captura.captureId, chave)
        : await concederRenovacao(tx, deps.clock, pag, captura.captureId, chave, actor!);
      return {
        resposta: capturaResponse(pag, concedido.pagoAte),
        convite: concedido.convite,
        recibo: concedido.recibo,
      };
    });
    if ('erro' in result) throw result.erro;

    if (result.convite) {
      const { token, ...convite } = result.convite;
      try {
        await enviarConviteEquipe(deps.mailer, deps.publicUrl, { ...convite, papel: 'gestor' }, token);
      } catch (err) {
        // The school and its subscription stand; the invitation can be sent again from the team's screen.
        deps.log.error(
          { pagamento: idPagamento, err: safeError(err as Error) },
          "director's invitation e-mail failed",
        );
      }
    }
    if (result.recibo) {
      const { to, idioma, ...recibo } = result.recibo;
      await deps.mailer
        .send({ to, ...reciboEmail(recibo, idioma) })
        .catch((err: Error) =>
          deps.log.error({ pagamento: idPagamento, err: safeError(err) }, 'receipt e-mail failed'),
        );
    }
    return result.resposta;
  },

  /** The visitor gave up before paying: the order can no longer be captured. A settled payment cannot be cancelled. */
  async cancelar(deps: PagamentoDeps, actor: Actor | null, idPagamento: string): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const pag = await repo.lock(tx, idPagamento);
      if (!pag) throw notFound('Pagamento');
      exigeDonoDaRenovacao(pag, actor);
      if (pag.status === 'capturado' || pag.status === 'divergente') {
        throw new AppError(409, 'CONFLICT', msg.pagamentoJaConcluido);
      }
      if (pag.status === 'criado')
        await repo.update(tx, pag.id, {
          status: 'cancelado',
          motivo: 'cancelado pelo comprador',
          concluidoEm: deps.clock.now(),
        });
    });
  },

  /** The sandbox provider's approval screen: the visitor approves or declines (404 with any other provider). */
  async decidirSandbox(
    deps: PagamentoDeps,
    actor: Actor | null,
    idPagamento: string,
    body: SandboxDecisaoPayload,
  ): Promise<void> {
    const provider = deps.payments;
    if (!isSandbox(provider)) throw notFound();
    const pag = await repo.byId(deps.db, idPagamento);
    if (!pag || pag.provedor !== 'sandbox') throw notFound('Pagamento');
    exigeDonoDaRenovacao(pag, actor);
    if (pag.status === 'cancelado') throw cancelado();
    if (pag.status !== 'criado' || !(await provider.decide(pag.pedidoProvedor!, body.decisao))) {
      throw new AppError(409, 'CONFLICT', msg.pagamentoNaoAguarda);
    }
  },
};
