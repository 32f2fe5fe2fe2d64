import type { HorarioRotina, RotinaCelula } from '@lunna/contract';
import { msg } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { SelectField } from '../../../components/select-field';
import { isApiError } from '../../../lib/api-client';
import { useCopiarSemana, useRotinaTurma, useTurmasDaEquipe } from '../api/rotina';
import { CelulaDialog } from './celula-dialog';
import { RotinaGrid } from './rotina-grid';
import { addDays, diaMes, semanaDe } from './semana';
import { WeekNav } from './week-nav';
import styles from './rotina.module.css';
import { QueryError } from '../../../components/query-error';

type Aberta = { diaSemana: number; horario: HorarioRotina; celula: RotinaCelula | undefined };

/** The educator's (or director's) routine: one class, one week, every cell fillable; a week copies onto the next. */
export function RotinaEquipe() {
  const { t, i18n } = useTranslation();
  const turmas = useTurmasDaEquipe();
  const [picked, setPicked] = useState('');
  const [semana, setSemana] = useState<string | undefined>();
  const ativas = turmas.data?.filter((x) => !x.arquivada) ?? [];
  const idTurma = picked || ativas[0]?.idTurma;
  const rotina = useRotinaTurma(idTurma, semana);
  const [aberta, setAberta] = useState<Aberta | null>(null);
  const copiar = useCopiarSemana();
  const [confirmar, setConfirmar] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);

  if (turmas.isPending) return <PageLoader />;
  if (turmas.isError) return <QueryError error={turmas.error} onRetry={turmas.refetch} />;

  const data = rotina.data;
  const proxima = data ? addDays(data.semana, 7) : undefined;
  const copy = (substituir: boolean) => {
    if (!idTurma || !data || !proxima) return;
    setFeito(null);
    copiar.mutate(
      { idTurma, payload: { de: data.semana, para: proxima, substituir } },
      {
        onSuccess: (r) => {
          setConfirmar(false);
          setFeito(t('rotina.copiadas', { count: r.copiadas, inicio: diaMes(proxima, i18n.language) }));
        },
        onError: (e) => {
          if (isApiError(e, 409) && e.message === msg.rotinaSemanaPreenchida) setConfirmar(true);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('rotina.titleEquipe')}</h1>
          <p className={styles.muted}>{t('rotina.subtitleEquipe')}</p>
        </div>
      </header>
      {ativas.length === 0 ? (
        <Alert tone="info">{t('rotina.semTurmas')}</Alert>
      ) : (
        <div className={styles.toolbar}>
          <SelectField
            label={t('rotina.turma')}
            placeholder={t('rotina.escolhaTurma')}
            value={idTurma ?? ''}
            onChange={(e) => {
              setPicked(e.target.value);
              setFeito(null);
            }}
            options={ativas.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
          />
          {data && (
            <Button
              variant="secondary"
              disabled={copiar.isPending || data.celulas.length === 0}
              onClick={() => copy(false)}
            >
              {t('rotina.copiar')}
            </Button>
          )}
        </div>
      )}
      {feito && (
        <Alert tone="success">
          {feito}{' '}
          <button type="button" className={styles.linkButton} onClick={() => setSemana(proxima)}>
            {t('rotina.verSemana')}
          </button>
        </Alert>
      )}
      {copiar.error && !confirmar && <Alert>{copiar.error.message}</Alert>}
      {rotina.isError && <QueryError error={rotina.error} onRetry={rotina.refetch} />}
      {idTurma && !data && rotina.isPending && <PageLoader />}
      {data && idTurma && (
        <>
          <WeekNav
            semana={data.semana}
            atual={data.semana === semanaDe(data.hoje)}
            onChange={(s) => {
              setSemana(s);
              setFeito(null);
            }}
          />
          <RotinaGrid
            key={`${data.idTurma}-${data.semana}`}
            titulo={t('rotina.gridTitle', { turma: data.nomeTurma })}
            semana={data.semana}
            hoje={data.hoje}
            celulas={data.celulas}
            onEdit={(diaSemana, horario, celula) => setAberta({ diaSemana, horario, celula })}
          />
          {aberta && (
            <CelulaDialog
              idTurma={idTurma}
              semana={data.semana}
              {...aberta}
              onClose={() => setAberta(null)}
            />
          )}
        </>
      )}
      <Dialog open={confirmar} onClose={() => setConfirmar(false)} title={t('rotina.confirmarTitulo')}>
        <p>{t('rotina.confirmarTexto', { inicio: proxima ? diaMes(proxima, i18n.language) : '' })}</p>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={() => setConfirmar(false)}>
            {t('rotina.cancelar')}
          </Button>
          <Button disabled={copiar.isPending} onClick={() => copy(true)}>
            {t('rotina.substituir')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
