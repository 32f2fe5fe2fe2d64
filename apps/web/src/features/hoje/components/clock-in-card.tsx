import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { useClockIn, useClockOut, usePonto } from '../api/hoje';
import styles from './hoje.module.css';

/**
 * The staff member's shift in one line and one button: clocking in and out is what makes the director's
 * staff-to-child ratio real. An educator with one class just taps; with several she says which.
 */
export function ClockInCard({ director }: { director: boolean }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const ponto = usePonto();
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const [turma, setTurma] = useState('');
  const [missing, setMissing] = useState(false);

  if (!ponto.data) return null;
  const { emServico, desde, turmas } = ponto.data;
  // The director may be with no class (the office); an educator with several classes must choose.
  const choose = director ? turmas.length > 0 : turmas.length > 1;
  const error = clockIn.error ?? clockOut.error;

  const entrar = () => {
    if (!director && choose && !turma) {
      setMissing(true);
      return;
    }
    clockIn.mutate(turma ? { idTurma: turma } : {});
  };

  return (
    <section className={styles.ponto} aria-labelledby="ponto-title">
      <div className={styles.pontoText}>
        <h2 id="ponto-title" className={styles.pontoTitle}>
          {t('hoje.ponto.title')}
        </h2>
        <p className={styles.muted} role="status">
          {emServico
            ? ponto.data.turma
              ? t('hoje.ponto.emServicoTurma', {
                  hora: formatClock(desde ?? ''),
                  turma: ponto.data.turma.nomeTurma,
                })
              : t('hoje.ponto.emServico', { hora: formatClock(desde ?? '') })
            : t('hoje.ponto.foraDeServico')}
        </p>
      </div>
      {emServico ? (
        <Button
          variant="secondary"
          onClick={() => clockOut.mutate()}
          disabled={clockOut.isPending}
          aria-busy={clockOut.isPending}
        >
          {t('hoje.ponto.sair')}
        </Button>
      ) : (
        <div className={styles.pontoActions}>
          {choose && (
            <SelectField
              label={t('hoje.ponto.turma')}
              placeholder={director ? t('hoje.ponto.semTurma') : t('hoje.ponto.escolha')}
              options={turmas.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
              value={turma}
              error={missing ? t('validation.escolhaTurmaPonto') : undefined}
              onChange={(e) => {
                setTurma(e.target.value);
                setMissing(false);
              }}
            />
          )}
          <Button onClick={entrar} disabled={clockIn.isPending} aria-busy={clockIn.isPending}>
            {t('hoje.ponto.entrar')}
          </Button>
        </div>
      )}
      {error && <Alert>{error.message}</Alert>}
    </section>
  );
}
