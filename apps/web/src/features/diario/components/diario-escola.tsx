import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useDiarioEscolaHoje } from '../api/diario';
import { diaLongo } from './descrever';
import styles from './diario.module.css';
import { HorarioResumoSetting } from './horario-resumo-setting';

/** The director's "Diário de hoje": what each class still owes the families today, with a way into the class. */
export function DiarioEscola() {
  const { t, i18n } = useTranslation();
  const escola = useDiarioEscolaHoje();
  if (escola.isPending) return <PageLoader />;
  if (escola.isError && !escola.data) return <QueryError error={escola.error} onRetry={escola.refetch} />;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('diario.escolaTitulo')}</h1>
        <p className={styles.muted}>{diaLongo(escola.data.data, i18n.language)}</p>
      </header>
      {escola.data.turmas.length === 0 ? (
        <p className={styles.muted}>{t('diario.semTurmas')}</p>
      ) : (
        <ul className={styles.turmas}>
          {escola.data.turmas.map((x) => {
            const tudoCerto = x.semRefeicao + x.semSono + x.incidentesPendentes + x.medicacaoPrevista === 0;
            return (
              <li key={x.idTurma}>
                <article className={styles.turmaCard} aria-labelledby={`turma-${x.idTurma}`}>
                  <h2 id={`turma-${x.idTurma}`} className={styles.secaoTitulo}>
                    {x.nomeTurma}
                  </h2>
                  <p className={styles.muted}>{t('diario.escola.presentes', { count: x.presentes })}</p>
                  {tudoCerto ? (
                    <p className={styles.ok}>{t('diario.escola.tudoCerto')}</p>
                  ) : (
                    <ul className={styles.contagens}>
                      {x.semRefeicao > 0 && (
                        <li>{t('diario.escola.semRefeicao', { count: x.semRefeicao })}</li>
                      )}
                      {x.semSono > 0 && <li>{t('diario.escola.semSono', { count: x.semSono })}</li>}
                      {x.incidentesPendentes > 0 && (
                        <li data-alerta="true">
                          {t('diario.escola.incidentes', { count: x.incidentesPendentes })}
                        </li>
                      )}
                      {x.medicacaoPrevista > 0 && (
                        <li data-alerta="true">
                          {t('diario.escola.medicacao', { count: x.medicacaoPrevista })}
                        </li>
                      )}
                    </ul>
                  )}
                  <Link to={`/diario?turma=${x.idTurma}`} className={styles.verTudo}>
                    {t('diario.escola.abrir', { turma: x.nomeTurma })}
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <HorarioResumoSetting />
    </div>
  );
}
