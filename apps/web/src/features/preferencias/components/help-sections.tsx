import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { SettingsSection } from '../../../components/settings-section';
import { TextField } from '../../../components/text-field';
import { useSession } from '../../../lib/session';
import { FEATURED_TOPICS, HELP_TOPICS, searchTopics, type HelpTopicId } from './help-topics';
import { ProblemReports } from './problem-reports';
import { ReportProblem } from './report-problem';
import styles from './preferencias.module.css';

const linkOf = (id: HelpTopicId) => HELP_TOPICS.find((topic) => topic.id === id)!.link;

/**
 * Configurações › Central de ajuda: a search over the help topics (the field is required), the highlighted
 * topics, 'Reportar problema', and for the director the school's reports.
 */
export function HelpSections() {
  const { t } = useTranslation();
  const session = useSession();
  const director = session.data?.papel === 'gestor';
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [results, setResults] = useState<{ query: string; ids: HelpTopicId[] } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();

  const textOf = (id: HelpTopicId) => ({
    titulo: t(`preferencias.ajuda.topicos.${id}.titulo`),
    resposta: t(`preferencias.ajuda.topicos.${id}.resposta`),
    termos: t(`preferencias.ajuda.topicos.${id}.termos`),
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (query.trim() === '') {
      setError(t('validation.obrigatorio'));
      setResults(null);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setResults({ query: query.trim(), ids: searchTopics(query, textOf) });
  };

  return (
    <SettingsSection
      id="ajuda"
      title={t('preferencias.ajuda.title')}
      description={t('preferencias.ajuda.description')}
    >
      <form
        role="search"
        className={styles.searchForm}
        noValidate
        onSubmit={onSearch}
        aria-label={t('preferencias.ajuda.buscar')}
      >
        <TextField
          ref={inputRef}
          type="search"
          className={styles.searchField}
          label={t('preferencias.ajuda.buscarLabel')}
          hint={t('preferencias.ajuda.buscarHint')}
          error={error}
          value={query}
          maxLength={100}
          aria-required="true"
          onChange={(e) => {
            setQuery(e.target.value);
            if (error && e.target.value.trim() !== '') setError(undefined);
          }}
        />
        <Button type="submit" className={styles.searchButton}>
          {t('preferencias.ajuda.buscar')}
        </Button>
      </form>

      {results && (
        <div id={resultsId} className={styles.results} aria-live="polite">
          <h3 className={styles.subTitle}>
            {t('preferencias.ajuda.resultados', { count: results.ids.length, query: results.query })}
          </h3>
          {results.ids.length === 0 ? (
            <p className={styles.hint}>{t('preferencias.ajuda.nenhum')}</p>
          ) : (
            <ul className={styles.topicList}>
              {results.ids.map((id) => (
                <li key={id} className={styles.topic}>
                  <h4 className={styles.topicTitle}>{t(`preferencias.ajuda.topicos.${id}.titulo`)}</h4>
                  <p className={styles.topicAnswer}>{t(`preferencias.ajuda.topicos.${id}.resposta`)}</p>
                  <Link to={linkOf(id)} className={styles.topicLink}>
                    {t('preferencias.ajuda.abrir')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div>
        <h3 className={styles.subTitle}>{t('preferencias.ajuda.destaques')}</h3>
        <div className={styles.featured}>
          {FEATURED_TOPICS.map((id) => (
            <details key={id} className={styles.details}>
              <summary className={styles.summary}>{t(`preferencias.ajuda.topicos.${id}.titulo`)}</summary>
              <div className={styles.detailsBody}>
                <p className={styles.topicAnswer}>{t(`preferencias.ajuda.topicos.${id}.resposta`)}</p>
                <Link to={linkOf(id)} className={styles.topicLink}>
                  {t('preferencias.ajuda.abrir')}
                </Link>
              </div>
            </details>
          ))}
        </div>
      </div>

      <ReportProblem />
      {director && <ProblemReports />}
    </SettingsSection>
  );
}
