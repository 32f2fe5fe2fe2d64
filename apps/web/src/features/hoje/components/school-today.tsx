import type { EscolaHoje, TurmaHoje } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { alertText } from '../../../lib/alert-text';
import temaStyles from '../../../styles/temas.module.css';
import { useEscolaHoje } from '../api/hoje';
import { RatioDialog } from './ratio-dialog';
import styles from './hoje.module.css';

/** The director's today at a glance: each class's children and staff, then what waits for her. */
export function SchoolToday() {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const hoje = useEscolaHoje();
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.today} aria-labelledby="hoje-title">
      <div className={styles.todayHeader}>
        <h2 id="hoje-title" className={styles.sectionTitle}>
          {t('hoje.title')}
        </h2>
        {hoje.data && (
          <p className={styles.muted}>{t('hoje.atualizado', { hora: formatClock(hoje.data.hora) })}</p>
        )}
        <Button variant="ghost" onClick={() => setEditing(true)}>
          {t('hoje.razoes.editar')}
        </Button>
      </div>
      {hoje.isPending && <PageLoader />}
      {hoje.isError && <QueryError error={hoje.error} onRetry={hoje.refetch} />}
      {hoje.data && (
        <>
          {hoje.data.ninguemNoPonto ? (
            <p className={styles.muted}>{t('hoje.semPonto')}</p>
          ) : (
            <Shortages turmas={hoje.data.turmas} />
          )}
          {hoje.data.turmas.length === 0 ? (
            <p className={styles.muted}>{t('hoje.semTurmas')}</p>
          ) : (
            <ul className={styles.classes}>
              {hoje.data.turmas.map((turma) => (
                <li key={turma.idTurma}>
                  <ClassToday turma={turma} semPonto={hoje.data.ninguemNoPonto} />
                </li>
              ))}
            </ul>
          )}
          <Waiting hoje={hoje.data} />
        </>
      )}
      {editing && <RatioDialog onClose={() => setEditing(false)} />}
    </section>
  );
}

/** One warning per class short of adults: the first thing she must see. */
function Shortages({ turmas }: { turmas: TurmaHoje[] }) {
  const { t } = useTranslation();
  const short = turmas.filter((x) => x.razaoExcedida);
  if (short.length === 0) return null;
  return (
    <Alert>
      <ul className={styles.plainList}>
        {short.map((x) => (
          <li key={x.idTurma}>
            {t('hoje.razaoExcedida', {
              turma: x.nomeTurma,
              count: x.adultosNecessarios - x.equipe.length,
              criancas: x.presentes,
              adultos: x.equipe.length,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** `semPonto`: nobody clocked in today, so the class's ratio is not weighed (the page says why). */
function ClassToday({ turma, semPonto }: { turma: TurmaHoje; semPonto: boolean }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const counts = [
    ['presentes', turma.presentes],
    ['aguardando', turma.aguardando],
    ['buscadas', turma.buscadas],
    ['ausentes', turma.ausentes],
  ] as const;
  return (
    <article
      className={[styles.classCard, temaStyles[turma.tema]].join(' ')}
      aria-labelledby={`hoje-${turma.idTurma}`}
    >
      <div className={styles.classTop}>
        <h3 id={`hoje-${turma.idTurma}`} className={styles.classTitle}>
          {turma.nomeTurma}
        </h3>
        <p className={styles.muted}>
          {t(`turmas.periodos.${turma.periodo}`)} · {t('hoje.esperadas', { count: turma.esperadas })}
        </p>
      </div>
      <dl className={styles.counts}>
        {counts.map(([key, n]) => (
          <div key={key} className={styles.count}>
            <dt>{t(`hoje.contagem.${key}`)}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      {!semPonto && (
        <p
          className={
            turma.razaoExcedida
              ? styles.ratioShort
              : turma.adultosNecessarios === 0
                ? styles.ratioNone
                : styles.ratioOk
          }
        >
          {turma.equipe.length === 0 && turma.adultosNecessarios === 0
            ? t('hoje.semEquipe')
            : t('hoje.adultos', { emServico: turma.equipe.length, necessarios: turma.adultosNecessarios })}
        </p>
      )}
      {turma.equipe.length > 0 && (
        <p className={styles.muted}>
          {turma.equipe.map((e) => t('hoje.desde', { nome: e.nome, hora: formatClock(e.desde) })).join(' · ')}
        </p>
      )}
      {turma.alertasAbertos > 0 && (
        <p>
          <Link to="/alertas" className={styles.alertLink}>
            {t('hoje.alertasDaTurma', { count: turma.alertasAbertos })}
          </Link>
        </p>
      )}
    </article>
  );
}

/** What waits for the director: alerts, incidents, approvals and notices families have not acknowledged. */
function Waiting({ hoje }: { hoje: EscolaHoje }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const { pendencias, alertas, incidentesSemCiencia, avisosImportantes } = hoje;
  const approvals = [
    ['familias', pendencias.familias, '/escola#familias'],
    ['criancas', pendencias.criancas, '/solicitacoes'],
    ['turmas', pendencias.turmas, '/solicitacoes'],
    ['outras', pendencias.outras, '/solicitacoes'],
  ] as const;
  const nothing =
    alertas.length === 0 &&
    incidentesSemCiencia === 0 &&
    approvals.every(([, n]) => n === 0) &&
    avisosImportantes.length === 0;

  return (
    <section className={styles.waiting} aria-labelledby="hoje-pendente">
      <h3 id="hoje-pendente" className={styles.classTitle}>
        {t('hoje.pendente.title')}
      </h3>
      {nothing && <p className={styles.muted}>{t('hoje.pendente.nada')}</p>}
      {alertas.length > 0 && (
        <ul className={styles.alertList} aria-label={t('hoje.pendente.alertas')}>
          {alertas.map((a) => (
            <li key={a.idAlerta} className={a.prioridade === 'Importante' ? styles.important : undefined}>
              <strong>{a.nomeDisc}</strong> · {formatClock(a.hora)} · {t(`alertas.tipo.${a.tipo}`)}
              <span className={styles.alertText}>{alertText(a, formatClock(a.hora), t)}</span>
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.links}>
        {alertas.length > 0 && (
          <li>
            <Link to="/alertas">{t('hoje.pendente.verAlertas', { count: alertas.length })}</Link>
          </li>
        )}
        {incidentesSemCiencia > 0 && (
          <li>
            <Link to="/diario">{t('hoje.pendente.incidentes', { count: incidentesSemCiencia })}</Link>
          </li>
        )}
        {approvals.map(([key, n, to]) =>
          n > 0 ? (
            <li key={key}>
              <Link to={to}>{t(`hoje.pendente.${key}`, { count: n })}</Link>
            </li>
          ) : null,
        )}
        {avisosImportantes.map((a) => (
          <li key={a.idAviso}>
            <Link to="/avisos">
              {t('hoje.pendente.aviso', {
                titulo: a.titulo,
                ciencias: a.ciencias,
                destinatarios: a.destinatarios,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
