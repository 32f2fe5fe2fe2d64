import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '../../../lib/format';
import type { AguardandoTurma as Estado } from '../../../lib/aguardando-turma';
import styles from './aguardando-turma.module.css';

/**
 * What a family whose children are in no class yet sees instead of a class's empty pages: the school will
 * put the child in a class, what will appear then, and how to reach the school meanwhile (the chat opens
 * with the class, so the school's own phone and e-mail are the way to ask about the registration). Notices to
 * the whole school already reach the family (they are part of the school), so the way to them stays open.
 * `as`: the heading's level, h1 where it replaces a page, h2 inside the dashboard.
 */
export function AguardandoTurma({ estado, as: Heading = 'h2' }: { estado: Estado; as?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation();
  const nomes = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    estado.criancas.map(firstName),
  );
  const count = estado.criancas.length;
  const temContato = Boolean(estado.telefone || estado.email);
  return (
    <section className={styles.calm} aria-labelledby="aguardando-turma-titulo" data-testid="aguardando-turma">
      <Heading id="aguardando-turma-titulo" className={styles.title}>
        {t('aguardandoTurma.titulo')}
      </Heading>
      <p className={styles.text}>{t('aguardandoTurma.texto', { nomes, count })}</p>
      <p className={styles.text}>{t('aguardandoTurma.chat', { nomes, count })}</p>
      <p className={styles.text}>
        {t('aguardandoTurma.avisos')} <Link to="/avisos">{t('aguardandoTurma.verAvisos')}</Link>
      </p>
      <p className={styles.text}>
        {t(temContato ? 'aguardandoTurma.contato' : 'aguardandoTurma.semContato')}
      </p>
      {temContato && (
        <ul className={styles.contact}>
          {estado.telefone && (
            <li>
              {t('aguardandoTurma.telefone')}:{' '}
              <a href={`tel:${estado.telefone.replace(/[^\d+]/g, '')}`}>{estado.telefone}</a>
            </li>
          )}
          {estado.email && (
            <li>
              {t('aguardandoTurma.email')}: <a href={`mailto:${estado.email}`}>{estado.email}</a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
