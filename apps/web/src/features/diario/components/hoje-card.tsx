import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '../../../lib/format';
import { useDiarioAoVivo, useDiarioDiscente } from '../api/diario';
import { vigentes } from './descrever';
import { RegistroItem } from './registro-item';
import styles from './diario.module.css';

const MAX_NO_CARTAO = 5;

/**
 * "Hoje" on the guardian's dashboard: the child's day so far, newest first, live; incidents to acknowledge
 * and what to bring (of any day) on top.
 */
export function HojeCard({ idDisc, nomeDisc }: { idDisc: string; nomeDisc: string }) {
  const { t } = useTranslation();
  const diario = useDiarioDiscente(idDisc);
  useDiarioAoVivo();
  const nome = firstName(nomeDisc);
  if (!diario.data) return null;
  const registros = vigentes(diario.data.registros).reverse();
  // The card stays short: the newest few, the rest on the diary page.
  const recentes = registros.slice(0, MAX_NO_CARTAO);
  const pendentes = diario.data.pendentes.filter(
    (p) => !registros.some((r) => r.idRegistro === p.idRegistro),
  );

  return (
    <section className={styles.hoje} aria-labelledby="diario-hoje">
      <div className={styles.secaoTopo}>
        <h2 id="diario-hoje" className={styles.secaoTitulo}>
          {t('diario.hojeTitulo', { nome })}
        </h2>
        <Link to={`/diario/${idDisc}`} className={styles.verTudo}>
          {t('diario.verDiario')}
        </Link>
      </div>
      {pendentes.length > 0 && (
        <ol className={styles.timeline} aria-label={t('diario.pendentesTitulo')}>
          {pendentes.map((r) => (
            <li key={r.idRegistro}>
              <RegistroItem registro={r} familia comData />
            </li>
          ))}
        </ol>
      )}
      {registros.length === 0 ? (
        <p className={styles.muted}>{t('diario.vazioHoje', { nome })}</p>
      ) : (
        <ol className={styles.timeline}>
          {recentes.map((r) => (
            <li key={r.idRegistro}>
              <RegistroItem registro={r} familia />
            </li>
          ))}
        </ol>
      )}
      {registros.length > recentes.length && (
        <Link to={`/diario/${idDisc}`} className={styles.verTudo}>
          {t('diario.maisRegistros', { count: registros.length - recentes.length })}
        </Link>
      )}
    </section>
  );
}

/** The dashboard's card for the child the guardian follows (the dashboard remounts it when the choice changes). */
export function HojeDoFilho({ child }: { child: { idDisc: string; nomeDisc: string } | undefined }) {
  return child ? <HojeCard idDisc={child.idDisc} nomeDisc={child.nomeDisc} /> : null;
}
