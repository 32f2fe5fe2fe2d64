import { autorizacaoMedicacaoPayload, unidadesDose, type UnidadeDose } from '@lunna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/use-formatters';
import { translateMessage } from '../../../lib/translate-message';
import { useAutorizacoes, useCriarAutorizacao, useRevogarAutorizacao } from '../api/diario';
import styles from './diario.module.css';

/** The device's date, until the school's is known. */
const hojeLocal = () => new Date().toLocaleDateString('en-CA');

function NovaAutorizacao({
  idDisc,
  nome,
  hoje,
  onDone,
}: {
  idDisc: string;
  nome: string;
  hoje: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const criar = useCriarAutorizacao();
  const [f, setF] = useState({
    medicamento: '',
    dose: '',
    unidade: 'ml' as UnidadeDose,
    horarios: '',
    dataInicio: hoje,
    dataFim: hoje,
    observacao: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof f>) => setF((v) => ({ ...v, ...patch }));

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const payload = {
      ...f,
      dose: Number(f.dose.replace(',', '.')) || Number.NaN,
      observacao: f.observacao.trim() || undefined,
    };
    const parsed = autorizacaoMedicacaoPayload.safeParse(payload);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= translateMessage(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    criar.mutate({ idDisc, payload: parsed.data }, { onSuccess: onDone });
  };
  const server = isApiError(criar.error) ? (criar.error.fields ?? {}) : {};
  const err = (k: string) => errors[k] ?? (server[k] ? translateMessage(t, server[k]) : undefined);

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('diario.autorizacao.nova', { nome })}
    >
      <TextField
        label={t('diario.campo.medicamento')}
        maxLength={120}
        value={f.medicamento}
        onChange={(e) => set({ medicamento: e.target.value })}
        error={err('medicamento')}
      />
      <div className={styles.linhaCampos}>
        <TextField
          label={t('diario.campo.dose')}
          inputMode="decimal"
          value={f.dose}
          onChange={(e) => set({ dose: e.target.value })}
          error={err('dose')}
        />
        <SelectField
          label={t('diario.campo.unidade')}
          placeholder={t('diario.campo.unidade')}
          options={unidadesDose.map((u) => ({ value: u, label: t(`diario.unidade.${u}`) }))}
          value={f.unidade}
          onChange={(e) => set({ unidade: (e.target.value || 'ml') as UnidadeDose })}
        />
      </div>
      <TextField
        label={t('diario.autorizacao.horarios')}
        hint={t('diario.autorizacao.horariosDica')}
        maxLength={200}
        value={f.horarios}
        onChange={(e) => set({ horarios: e.target.value })}
        error={err('horarios')}
      />
      <div className={styles.linhaCampos}>
        <TextField
          type="date"
          label={t('diario.autorizacao.de')}
          value={f.dataInicio}
          onChange={(e) => set({ dataInicio: e.target.value })}
          error={err('dataInicio')}
        />
        <TextField
          type="date"
          label={t('diario.autorizacao.ate')}
          value={f.dataFim}
          onChange={(e) => set({ dataFim: e.target.value })}
          error={err('dataFim')}
        />
      </div>
      <TextAreaField
        label={`${t('diario.autorizacao.observacao')} (${t('common.optional')})`}
        rows={2}
        maxLength={500}
        value={f.observacao}
        onChange={(e) => set({ observacao: e.target.value })}
      />
      {criar.isError && Object.keys(server).length === 0 && <Alert>{criar.error.message}</Alert>}
      <div className={styles.formActions}>
        <Button type="submit" disabled={criar.isPending}>
          {t('diario.autorizacao.enviar')}
        </Button>
      </div>
    </form>
  );
}

/** The guardians' written medication authorisations: the family gives and revokes them; staff read them. `hoje` is the school's today. */
export function Autorizacoes({
  idDisc,
  nome,
  familia,
  hoje,
}: {
  idDisc: string;
  nome: string;
  familia: boolean;
  hoje: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatters();
  const lista = useAutorizacoes(idDisc);
  const revogar = useRevogarAutorizacao();
  const [aberto, setAberto] = useState(false);
  const [feito, setFeito] = useState(false);

  return (
    <section aria-labelledby="diario-autorizacoes" className={styles.secao}>
      <h2 id="diario-autorizacoes" className={styles.secaoTitulo}>
        {t('diario.autorizacao.titulo')}
      </h2>
      <p className={styles.muted}>{t('diario.autorizacao.explica', { nome })}</p>
      {feito && <Alert tone="success">{t('diario.autorizacao.enviada')}</Alert>}
      {lista.isError && <Alert>{lista.error.message}</Alert>}
      {lista.data && lista.data.autorizacoes.length > 0 && (
        <ul className={styles.listaSimples}>
          {lista.data.autorizacoes.map((a) => (
            <li
              key={a.idAutorizacao}
              className={styles.autorizacaoItem}
              data-revogada={a.revogadaEm ? 'true' : undefined}
            >
              <span>
                <strong>{a.medicamento}</strong> · {a.dose.toLocaleString(i18n.language)}{' '}
                {t(`diario.unidade.${a.unidade}`)} · {a.horarios}
                <br />
                {t('diario.autorizacao.periodo', {
                  de: formatDate(a.dataInicio),
                  ate: formatDate(a.dataFim),
                  nome: a.autorizadoPor,
                })}
                {a.observacao && (
                  <>
                    <br />
                    {a.observacao}
                  </>
                )}
                {a.revogadaEm && (
                  <>
                    <br />
                    <strong>{t('diario.autorizacao.revogada')}</strong>
                  </>
                )}
              </span>
              {familia && !a.revogadaEm && (
                <Button
                  variant="secondary"
                  onClick={() => revogar.mutate(a.idAutorizacao)}
                  disabled={revogar.isPending}
                >
                  {t('diario.autorizacao.revogar')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revogar.isError && <Alert>{revogar.error.message}</Alert>}
      {familia &&
        (aberto ? (
          <NovaAutorizacao
            idDisc={idDisc}
            nome={nome}
            hoje={hoje ?? hojeLocal()}
            onDone={() => {
              setAberto(false);
              setFeito(true);
            }}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setAberto(true);
              setFeito(false);
            }}
          >
            {t('diario.autorizacao.nova', { nome })}
          </Button>
        ))}
    </section>
  );
}
