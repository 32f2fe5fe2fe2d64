import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { pickSelectedChild, useResponsavel } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { AccessLog } from './access-log';
import { ConsentBlock } from './consent-block';
import { ExportBlock } from './export-block';
import styles from './privacidade.module.css';

/** 'Privacidade e dados da família': per child, consents and who accessed the data; then the export. */
export function FamilyPrivacySection() {
  const { t } = useTranslation();
  const responsavel = useResponsavel();
  const [chosen, setChosen] = useState<string | null>(null);
  const labelId = useId();

  let body;
  if (responsavel.isPending) body = <PageLoader />;
  else if (responsavel.isError) body = <QueryError error={responsavel.error} onRetry={responsavel.refetch} />;
  else {
    const children = responsavel.data.discentes;
    const child = children.find((c) => c.idDisc === chosen) ?? pickSelectedChild(children);
    body = (
      <>
        {child ? (
          <>
            {children.length > 1 && (
              <div className={styles.chooser}>
                <p id={labelId} className={styles.chooserLabel}>
                  {t('privacidade.escolhaCrianca')}
                </p>
                <div role="radiogroup" aria-labelledby={labelId} className={styles.chips}>
                  {children.map((c) => (
                    <label
                      key={c.idDisc}
                      className={[styles.chip, c.idDisc === child.idDisc ? styles.chipOn : null]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      <input
                        type="radio"
                        name={`${labelId}-crianca`}
                        className={styles.chipInput}
                        checked={c.idDisc === child.idDisc}
                        onChange={() => setChosen(c.idDisc)}
                      />
                      {firstName(c.nomeDisc)}
                    </label>
                  ))}
                </div>
              </div>
            )}
            <ConsentBlock key={`c-${child.idDisc}`} idDisc={child.idDisc} nome={firstName(child.nomeDisc)} />
            <AccessLog key={`a-${child.idDisc}`} idDisc={child.idDisc} nome={firstName(child.nomeDisc)} />
          </>
        ) : (
          <p className={styles.muted}>{t('privacidade.semCriancas')}</p>
        )}
        <ExportBlock />
      </>
    );
  }

  return (
    <SettingsSection
      id="privacidade"
      title={t('privacidade.titulo')}
      description={t('privacidade.descricao')}
    >
      {body}
    </SettingsSection>
  );
}
