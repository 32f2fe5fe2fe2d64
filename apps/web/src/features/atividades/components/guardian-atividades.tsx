import type { DiscenteRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstName } from '../../../lib/format';
import { AtividadeList } from './atividade-list';
import styles from './atividades.module.css';
import { KindFilter, tipoFromSearch } from './kind-filter';

/** 'Atividades do {child}': the activities of the child's classes, filtered by kind from the address (`?tipo=`). */
export function GuardianAtividades({ discente }: { discente: DiscenteRead }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tipo = tipoFromSearch(params);
  return (
    <section className={styles.page} aria-labelledby="atividades-title">
      <header className={styles.header}>
        <div>
          <h2 id="atividades-title">
            {tipo
              ? t(`atividades.titulos.${tipo}`)
              : t('atividades.titulo', { name: firstName(discente.nomeDisc) })}
          </h2>
          <p className={styles.lead}>{t('atividades.lead')}</p>
        </div>
      </header>
      <KindFilter tipo={tipo} />
      <AtividadeList scope={{ idDisc: discente.idDisc }} tipo={tipo} />
    </section>
  );
}
