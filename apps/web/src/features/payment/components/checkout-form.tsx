import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCnpj,
  isValidCnpj,
  msg,
  type CapturaResponse,
  type PagamentoConfig,
  type PedidoCriado,
  type PlanoRead,
} from '@lunna/contract';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-message';
import { cancelarPedido, capturarPedido, criarPedido, decidirNoSandbox } from '../api/checkout-api';
import { alunosParaPreco, formatReais, periodPrice } from '../checkout-price';
import { checkoutSchemaFor } from '../checkout-schema';
import { newIdempotencyKey } from '../idempotency-key';
import { PeriodChoice } from './period-choice';
import { SandboxPanel, type SandboxChoice } from './sandbox-panel';
import styles from './payment.module.css';

const PayPalCheckout = lazy(() => import('./paypal-checkout'));

type Schema = ReturnType<typeof checkoutSchemaFor>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;
const FIELDS = ['nomeEscola', 'cnpj', 'nomeDiretor', 'emailDiretor', 'numeroAlunos'] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

type Props = {
  plano: PlanoRead;
  config: PagamentoConfig;
  onPaid: (captura: CapturaResponse) => void;
};

/**
 * The checkout itself: period, the school's details and the provider's buttons. Only the plan's id,
 * the period and the details go to the server, which prices the order; the amounts shown here are the
 * same formula for the eye. A refused or cancelled payment leaves everything typed in place.
 */
export function CheckoutForm({ plano, config, onPaid }: Props) {
  const { t, i18n } = useTranslation();
  const reais = (value: number) => formatReais(value, i18n.language);
  const limitMessage =
    plano.alunosMax !== null
      ? t('pagamento.limitMax', { name: plano.nomePlan, count: plano.alunosMax })
      : t('pagamento.limitMin', { name: plano.nomePlan, count: plano.alunosMin - 1 });
  const schema = useMemo(() => checkoutSchemaFor(plano, limitMessage), [plano, limitMessage]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    defaultValues: {
      plano: plano.id,
      periodo: 'mensal',
      nomeEscola: '',
      cnpj: '',
      nomeDiretor: '',
      emailDiretor: '',
      numeroAlunos: '',
    },
    shouldUnregister: false,
  });
  const { errors } = form.formState;

  /** The order waiting for the sandbox's decision. */
  const [pedido, setPedido] = useState<PedidoCriado | null>(null);
  const [busy, setBusy] = useState<SandboxChoice | 'pedido' | null>(null);
  /** Why the last attempt ended (refused, cancelled, a problem): shown above the button to try again. */
  const [notice, setNotice] = useState<string | null>(null);
  /** A capture whose answer was lost on the way: trying again repeats it with the same key. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const captureKeys = useRef(new Map<string, string>());
  const paypalOrder = useRef<PedidoCriado | null>(null);

  const periodo = useWatch({ control: form.control, name: 'periodo' });
  const numeroAlunos = alunosParaPreco(plano, useWatch({ control: form.control, name: 'numeroAlunos' }));
  const price = periodPrice(plano, periodo, numeroAlunos);

  /** Server answers about the details go next to the fields they are about; anything else above the button. */
  function showOrderError(error: unknown) {
    if (isApiError(error) && error.fields && Object.keys(error.fields).some(isFieldName)) {
      let first: FieldName | null = null;
      for (const [name, message] of Object.entries(error.fields)) {
        if (!isFieldName(name)) continue;
        form.setError(name, { type: 'server', message });
        first ??= name;
      }
      if (first) form.setFocus(first);
      return;
    }
    setNotice(error instanceof Error ? error.message : t('errors.generic'));
  }

  async function capture(idPagamento: string) {
    const key = captureKeys.current.get(idPagamento) ?? newIdempotencyKey();
    captureKeys.current.set(idPagamento, key);
    try {
      const captura = await capturarPedido(idPagamento, key);
      onPaid(captura);
    } catch (error) {
      // The answer was lost or the provider did not answer: the same capture (same key) may be repeated safely.
      if (isApiError(error) && (error.status === 0 || error.status >= 502)) {
        setUnconfirmed(idPagamento);
        setNotice(error.status === 0 ? t('pagamento.captureLost') : error.message);
        return;
      }
      setPedido(null);
      setUnconfirmed(null);
      setNotice(error instanceof Error ? error.message : t('errors.generic'));
    }
  }

  const startSandboxOrder = form.handleSubmit(async (values) => {
    setNotice(null);
    setBusy('pedido');
    try {
      setPedido(await criarPedido(values));
    } catch (error) {
      showOrderError(error);
    } finally {
      setBusy(null);
    }
  });

  async function chooseInSandbox(choice: SandboxChoice) {
    if (!pedido) return;
    setBusy(choice);
    try {
      if (choice === 'cancelar') {
        await cancelarPedido(pedido.idPagamento);
        setPedido(null);
        setNotice(msg.pagamentoCancelado);
        return;
      }
      await decidirNoSandbox(pedido.idPagamento, choice);
      await capture(pedido.idPagamento);
    } catch (error) {
      setPedido(null);
      setNotice(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setBusy(null);
    }
  }

  async function retryCapture() {
    if (!unconfirmed) return;
    setBusy('aprovar');
    setNotice(null);
    await capture(unconfirmed);
    setBusy(null);
  }

  const paypal = {
    validate: async () => {
      setNotice(null);
      const ok = await form.trigger();
      if (!ok) form.setFocus(FIELDS.find((name) => form.getFieldState(name).invalid) ?? 'nomeEscola');
      return ok;
    },
    createOrder: async () => {
      try {
        const created = await criarPedido(schema.parse(form.getValues()));
        paypalOrder.current = created;
        return created.pedidoProvedor;
      } catch (error) {
        showOrderError(error);
        throw error;
      }
    },
    onApprove: async () => {
      if (paypalOrder.current) await capture(paypalOrder.current.idPagamento);
    },
    onCancel: () => {
      const open = paypalOrder.current;
      paypalOrder.current = null;
      if (open) void cancelarPedido(open.idPagamento).catch(() => undefined);
      setNotice(msg.pagamentoCancelado);
    },
    onError: () => {
      if (!form.formState.errors.root && !FIELDS.some((name) => form.getFieldState(name).invalid))
        setNotice(t('pagamento.providerError'));
    },
  };

  const field = (name: FieldName) => ({
    label: t(`pagamento.fields.${name}`),
    error: errors[name]?.message,
    ...form.register(name),
  });
  const cnpj = form.register('cnpj');
  const open = pedido !== null;

  return (
    <>
      <h1 id="pagamento-title" className={styles.title}>
        {t('pagamento.title', {
          name: plano.nomePlan,
          periodo: t(`pagamento.periodoAdj.${periodo}`),
          price: reais(price.total),
        })}
      </h1>
      <p className={styles.subtitle}>{t('pagamento.subtitle')}</p>
      <p className={styles.planLine}>
        <span>{plano.subtitulo}</span>{' '}
        <span className={styles.planLimit}>
          {plano.alunosMax !== null
            ? t('pagamento.upTo', { count: plano.alunosMax })
            : t('pagamento.above', { count: plano.alunosMin - 1 })}
          {plano.porAluno && ` · ${t('pagamento.perStudent', { price: reais(plano.precodesconto) })}`}
        </span>{' '}
        <a href="/#planos" className={styles.changePlan}>
          {t('pagamento.changePlan')}
        </a>
      </p>

      <form className={styles.form} noValidate onSubmit={(event) => void startSandboxOrder(event)}>
        <fieldset className={styles.lockable} disabled={open || busy !== null}>
          <PeriodChoice plano={plano} numeroAlunos={numeroAlunos} registration={form.register('periodo')} />

          <fieldset className={styles.details}>
            <legend className={styles.sectionTitle}>{t('pagamento.detailsLegend')}</legend>
            <div className={styles.fields}>
              <TextField
                {...field('nomeEscola')}
                autoComplete="organization"
                maxLength={120}
                className={styles.wide}
              />
              <TextField
                {...field('cnpj')}
                hint={t('pagamento.cnpjHint')}
                inputMode="numeric"
                maxLength={18}
                onBlur={(event) => {
                  void cnpj.onBlur(event);
                  // Shown the way it is written on documents once the digits add up.
                  if (isValidCnpj(event.target.value)) form.setValue('cnpj', formatCnpj(event.target.value));
                }}
              />
              <TextField
                {...field('numeroAlunos')}
                hint={
                  plano.alunosMax !== null
                    ? t('pagamento.upTo', { count: plano.alunosMax })
                    : t('pagamento.above', { count: plano.alunosMin - 1 })
                }
                inputMode="numeric"
                maxLength={7}
              />
              <TextField {...field('nomeDiretor')} autoComplete="name" maxLength={120} />
              <TextField
                {...field('emailDiretor')}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
              />
            </div>
          </fieldset>
        </fieldset>

        <div className={styles.summary}>
          <p className={styles.total}>
            <span>{t('pagamento.total')}</span>{' '}
            <strong data-testid="checkout-total">{reais(price.total)}</strong>
            <span className={styles.totalNote}>
              {t(`pagamento.periodTotal.${periodo}`, { price: reais(price.total) })}
            </span>
          </p>
          {notice && (
            <Alert tone={notice === msg.pagamentoCancelado ? 'info' : 'error'}>
              <div>
                <p className={styles.noticeText}>{translateMessage(t, notice)}</p>
                {unconfirmed ? (
                  <Button variant="secondary" onClick={() => void retryCapture()} disabled={busy !== null}>
                    {t('pagamento.retryCapture')}
                  </Button>
                ) : (
                  <p className={styles.noticeText}>{t('pagamento.tryAgainHint')}</p>
                )}
              </div>
            </Alert>
          )}
          {config.provedor === 'paypal' && config.clientId ? (
            <Suspense fallback={<p className={styles.totalNote}>{t('common.loading')}</p>}>
              <PayPalCheckout clientId={config.clientId} disabled={busy !== null} {...paypal} />
            </Suspense>
          ) : (
            !open && (
              <Button type="submit" fullWidth disabled={busy !== null} aria-busy={busy === 'pedido'}>
                {notice ? t('pagamento.tryAgain') : t('pagamento.continue')}
              </Button>
            )
          )}
        </div>
      </form>

      {pedido && !unconfirmed && (
        <SandboxPanel
          pedido={pedido}
          busy={busy === 'pedido' ? null : busy}
          onChoose={(choice) => void chooseInSandbox(choice)}
        />
      )}
    </>
  );
}
