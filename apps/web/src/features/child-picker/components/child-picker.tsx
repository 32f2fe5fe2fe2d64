import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button, ButtonLink } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import { EmptyNest } from '../../../components/illustrations';
import { PageLoader } from '../../../components/page-loader';
import { useResponsavel } from '../../../lib/family';
import { firstName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { getSelectedChildId, setSelectedChildId } from '../../../lib/storage';
import styles from './child-picker.module.css';

/** /pefil-bebe: the guardian chooses which child to follow in the portal. */
export function ChildPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const responsavel = useResponsavel();
  const errorId = useId();
  const [chosen, setChosen] = useState<string | null>(getSelectedChildId);
  const [showError, setShowError] = useState(false);

  // Educators and directors have no children to pick: their portal starts at the dashboard.
  if (session.data && session.data.papel !== 'responsavel') return <Navigate to="/dashboard" replace />;
  if (responsavel.isPending) return <PageLoader />;
  if (responsavel.isError) return <Alert>{responsavel.error.message}</Alert>;

  const { nomeResp, discentes } = responsavel.data;
  // A stored id from another account (or a removed child) must not count as a choice.
  const selected = discentes.some((d) => d.idDisc === chosen)
    ? chosen
    : discentes.length === 1
      ? (discentes[0]?.idDisc ?? null)
      : null;

  const onContinue = () => {
    if (!selected) {
      setShowError(true);
      return;
    }
    setSelectedChildId(selected);
    void navigate('/dashboard');
  };

  return (
    <section className={styles.picker} aria-labelledby="picker-title">
      <h1 id="picker-title" className={styles.greeting}>
        {t('picker.greeting', { name: nomeResp })}
      </h1>
      {discentes.length === 0 ? (
        <div className={styles.empty}>
          <EmptyNest className={styles.emptyArt} />
          {/* A family the school has not approved yet already added its children at registration. */}
          <p>{responsavel.data.aguardandoAprovacao ? t('escola.aguardando.short') : t('picker.empty')}</p>
          <ButtonLink to="/dashboard">{t('picker.goToPortal')}</ButtonLink>
          {!responsavel.data.aguardandoAprovacao && (
            <ButtonLink to="/perfil/nova-crianca" variant="secondary">
              <PlusIcon />
              {t('addChild.pickerLink')}
            </ButtonLink>
          )}
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onContinue();
          }}
        >
          <fieldset className={styles.group} aria-describedby={showError && !selected ? errorId : undefined}>
            <legend className={styles.question}>{t('picker.question')}</legend>
            <div className={styles.cards}>
              {discentes.map((child) => (
                <label key={child.idDisc} className={styles.card}>
                  <input
                    type="radio"
                    name="discente"
                    value={child.idDisc}
                    className="visually-hidden"
                    checked={selected === child.idDisc}
                    onChange={() => {
                      setChosen(child.idDisc);
                      setShowError(false);
                    }}
                  />
                  <Avatar name={child.nomeDisc} photo={child.imgDisc} size={112} />
                  <span className={styles.name}>{firstName(child.nomeDisc)}</span>
                  {child.situacao === 'pendente' && (
                    <span className={styles.pending}>{t('addChild.pendingBadge')}</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          {showError && !selected && (
            <p id={errorId} role="alert" className={styles.error}>
              {t('picker.chooseOne')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit">{t('common.continue')}</Button>
            <ButtonLink to="/perfil/nova-crianca" variant="ghost">
              <PlusIcon />
              {t('addChild.pickerLink')}
            </ButtonLink>
          </div>
        </form>
      )}
    </section>
  );
}
