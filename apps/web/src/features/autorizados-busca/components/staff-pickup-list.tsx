import { useTranslation } from 'react-i18next';
import { FieldShell } from '../../../components/field-shell';
import { PageLoader } from '../../../components/page-loader';
import { useStaffChildren, type ChildOption } from '../api/autorizados';
import { PickupList } from './pickup-list';
import styles from './quem-busca.module.css';
import { QueryError } from '../../../components/query-error';

type Props = { idDisc: string | null; onChoose: (idDisc: string) => void; director: boolean };

/** Educators and the director: choose a child of their classes (the school), then see who may pick it up. */
export function StaffPickupList({ idDisc, onChoose, director }: Props) {
  const { t } = useTranslation();
  const groups = useStaffChildren(director);
  if (groups.isPending) return <PageLoader />;
  if (groups.isError) return <QueryError error={groups.error} onRetry={groups.refetch} />;
  const all: ChildOption[] = groups.data.flatMap((g) => g.children);
  if (all.length === 0) return <p className={styles.empty}>{t('quemBusca.staff.semCriancas')}</p>;
  const selected = all.find((c) => c.idDisc === idDisc) ?? all[0]!;
  const chooser = (
    <FieldShell label={t('quemBusca.staff.crianca')} className={styles.chooser}>
      {(control) => (
        <select {...control} value={selected.idDisc} onChange={(e) => onChoose(e.target.value)}>
          {groups.data.map((g) => (
            <optgroup key={g.label ?? '-'} label={g.label ?? t('quemBusca.staff.semTurma')}>
              {g.children.map((c) => (
                <option key={`${g.label}-${c.idDisc}`} value={c.idDisc}>
                  {c.nomeDisc}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
  return <PickupList discente={selected} papel={director ? 'gestor' : 'pedagogo'} toolbar={chooser} />;
}
