import type { PreferenciasNotificacao } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { usePreferencias, useSavePreferencias } from '../api/notificacoes';
import fieldStyles from '../../../components/field.module.css';
import { QueryError } from '../../../components/query-error';

const FIELDS: { key: keyof PreferenciasNotificacao; priority: string }[] = [
  { key: 'emailImportante', priority: 'Importante' },
  { key: 'emailAtencao', priority: 'Atenção' },
  { key: 'emailNormal', priority: 'Normal' },
];

/** E-mail on or off per priority; the server's senders read these. */
export function EmailPreferences() {
  const { t } = useTranslation();
  const prefs = usePreferencias(true);
  const save = useSavePreferencias();
  if (prefs.isError) return <QueryError error={prefs.error} onRetry={prefs.refetch} />;
  if (!prefs.data) return null;
  const current = prefs.data;
  return (
    <fieldset className={fieldStyles.checkGroup}>
      <legend>{t('notificacoes.emailLegend')}</legend>
      {FIELDS.map(({ key, priority }) => (
        <label key={key} className={fieldStyles.checkItem}>
          <input type="checkbox" checked={current[key]} disabled={save.isPending} onChange={(e) => save.mutate({ ...current, [key]: e.target.checked })} />
          {t(`avisos.importancia.${priority}`)}
        </label>
      ))}
    </fieldset>
  );
}
