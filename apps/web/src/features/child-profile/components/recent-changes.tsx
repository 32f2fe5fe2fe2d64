import type { HistoricoPerfilItem } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatPhone } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { useHistorico } from '../api/edicao';
import styles from './edit-profile.module.css';

const SHOWN = 5;
type Valor = HistoricoPerfilItem['alteracoes'][number]['antes'];

/** 'Alterações recentes': who changed the record, when, and each field old → new. */
export function RecentChanges({ idDisc }: { idDisc: string }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatters();
  const query = useHistorico(idDisc);
  const [all, setAll] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const when = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

  const show = (campo: string, value: Valor): string => {
    if (value === null || value === '') return t('profile.none');
    if (typeof value === 'number') {
      if (campo === 'alturaDisc') return t('profile.cm', { value: number.format(value) });
      if (campo === 'pesoDisc') return t('profile.kg', { value: number.format(value) });
      if (campo === 'qtdHoraMed')
        return t('profile.everyHours', { count: value, value: number.format(value) });
      return number.format(value);
    }
    if (campo === 'dataNasDisc') return formatDate(value);
    if (campo === 'numeroTelefone' || campo === 'numeroCelular') return formatPhone(value);
    if (campo === 'deficiencia') return t(`deficiencia.${value}`, { defaultValue: value });
    return value;
  };

  const heading = (item: HistoricoPerfilItem) => {
    if (item.entidade === 'contato_emergencia')
      return t(`profileEdit.history.contato.${item.acao}`, { name: item.titulo ?? '' });
    return t(`profileEdit.history.${item.entidade}`);
  };

  let body;
  if (query.isPending) body = <p className={styles.muted}>{t('profileEdit.history.loading')}</p>;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => query.refetch()}
        title={t('profileEdit.history.failed')}
      />
    );
  else if (query.data.length === 0) body = <p className={styles.muted}>{t('profileEdit.history.empty')}</p>;
  else {
    const items = all ? query.data : query.data.slice(0, SHOWN);
    body = (
      <>
        <ol className={styles.changes}>
          {items.map((item) => (
            <li key={item.idHistorico} className={styles.change}>
              <p className={styles.changeMeta}>
                <time dateTime={item.criadoEm}>{when.format(new Date(item.criadoEm))}</time>
                {' · '}
                {item.autor
                  ? t('profileEdit.history.by', {
                      name: item.autor.nome,
                      role: t(`profileEdit.papel.${item.autor.papel}`),
                    })
                  : t('profileEdit.history.unknownAuthor')}
              </p>
              <p className={styles.changeTitle}>{heading(item)}</p>
              {item.acao === 'alterado' && (
                <ul className={styles.fieldChanges}>
                  {item.alteracoes.map((a) => (
                    <li key={a.campo}>
                      <span className={styles.fieldName}>
                        {t(`profileEdit.fields.${a.campo}`, { defaultValue: a.rotulo })}:
                      </span>{' '}
                      <span>{show(a.campo, a.antes)}</span> <span aria-hidden="true">→</span>
                      <span className="visually-hidden">{t('profileEdit.history.to')}</span>{' '}
                      <strong>{show(a.campo, a.depois)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {query.data.length > SHOWN && (
          <button type="button" className={styles.more} onClick={() => setAll((v) => !v)} aria-expanded={all}>
            {all
              ? t('profileEdit.history.showLess')
              : t('profileEdit.history.showMore', { count: query.data.length - SHOWN })}
          </button>
        )}
      </>
    );
  }

  return (
    <section className={styles.history} aria-labelledby="perfil-historico">
      <h2 id="perfil-historico" className={styles.historyTitle}>
        {t('profileEdit.history.title')}
      </h2>
      {body}
    </section>
  );
}
