import type { AssinaturaGestor } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { SettingsSection } from '../../../components/settings-section';
import { formatPrice } from '../../../lib/format-price';
import { useFormatters } from '../../../lib/use-formatters';
import { OverLimitWarning } from './over-limit-warning';
import styles from './school-area.module.css';

/** 'Assinatura': the plan, until when it is paid, and the students it covers. */
export function SubscriptionSection({ assinatura }: { assinatura: AssinaturaGestor }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const { plano, alunosAtivos } = assinatura;
  if (!plano) {
    return (
      <SettingsSection
        id="assinatura"
        title={t('escola.assinatura.title')}
        description={t('escola.assinatura.semPlano')}
      >
        <div className={styles.actions}>
          <ButtonLink to="/pagamento">{t('escola.assinatura.escolherPlano')}</ButtonLink>
        </div>
      </SettingsSection>
    );
  }
  const limite = plano.alunosMax;
  const percent = limite ? Math.min(100, Math.round((alunosAtivos / limite) * 100)) : 0;
  return (
    <SettingsSection
      id="assinatura"
      title={t('escola.assinatura.title')}
      description={t('escola.assinatura.description')}
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('escola.assinatura.plano')}</dt>
          <dd>{plano.nomePlan}</dd>
        </div>
        {assinatura.periodo && (
          <div className={styles.fact}>
            <dt>{t('escola.assinatura.periodo')}</dt>
            <dd>{t(`escola.periodos.${assinatura.periodo}`)}</dd>
          </div>
        )}
        {assinatura.pagoAte && (
          <div className={styles.fact}>
            <dt>{t('escola.assinatura.pagoAte')}</dt>
            <dd>{formatDate(assinatura.pagoAte)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.usage}>
        <span className={styles.label}>{t('escola.assinatura.alunos')}</span>
        <p className={styles.muted}>
          {limite === null
            ? t('escola.assinatura.usoSemLimite', { count: alunosAtivos })
            : t('escola.assinatura.uso', { count: alunosAtivos, limite })}
        </p>
        {limite !== null && (
          <div className={styles.bar} aria-hidden="true">
            <div
              className={styles.barFill}
              data-over={assinatura.acimaDoLimite}
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </div>
      {assinatura.proximoPlano && (
        <OverLimitWarning
          assinatura={assinatura}
          to={`/pagamento?plano=${encodeURIComponent(assinatura.proximoPlano.id)}`}
          action={t('escola.limite.conhecer', { plano: assinatura.proximoPlano.nomePlan })}
        />
      )}
    </SettingsSection>
  );
}

/** 'Recibos': every payment the school made, newest first. */
export function ReceiptsSection({ recibos }: { recibos: AssinaturaGestor['recibos'] }) {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatters();
  return (
    <SettingsSection
      id="recibos"
      title={t('escola.recibos.title')}
      description={t('escola.recibos.description')}
    >
      {recibos.length === 0 ? (
        <p className={styles.muted}>{t('escola.recibos.nenhum')}</p>
      ) : (
        <ul className={styles.list}>
          {recibos.map((r) => (
            <li key={r.idPagamento} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  {t('escola.recibos.linha', {
                    plano: r.nomePlan,
                    periodo: t(`escola.periodos.${r.periodo}`),
                  })}
                </p>
                <p className={styles.itemMeta}>
                  {formatDate(r.data)} · {t('escola.recibos.alunos', { count: r.numeroAlunos })}
                </p>
                {r.referencia && (
                  <p className={styles.itemMeta}>
                    {t('escola.recibos.referencia', { referencia: r.referencia })}
                  </p>
                )}
              </div>
              <span className={styles.amount}>{formatPrice(r.valor, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
