import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCpf,
  restricaoCustodiaForm,
  type RestricaoCustodiaForm,
  type RestricaoRead,
} from '@lunna/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PlusIcon, ShieldIcon } from '../../../components/icons';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { useCreateRestricao, useRevokeRestricao } from '../api/autorizados';
import { ConfirmDialog } from './confirm-dialog';
import { whenMade } from './dates';
import styles from './quem-busca.module.css';

type Props = { idDisc: string; childName: string; restricoes: RestricaoRead[]; canManage: boolean };

/** Staff only: who the school has barred from picking the child up. The director adds and revokes. */
export function RestricoesSection({ idDisc, childName, restricoes, canManage }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<RestricaoRead | null>(null);
  const revoke = useRevokeRestricao(idDisc);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <ShieldIcon />
          {t('quemBusca.restricoes.title')}
        </h2>
        {canManage && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <PlusIcon size={20} />
            {t('quemBusca.restricoes.add')}
          </Button>
        )}
      </div>
      <p className={styles.sectionNote}>{t('quemBusca.restricoes.note', { name: childName })}</p>
      {restricoes.length === 0 ? (
        <p className={styles.empty}>{t('quemBusca.restricoes.empty')}</p>
      ) : (
        <ul className={styles.restrictions}>
          {restricoes.map((r) => (
            <li key={r.idRestricao} className={styles.restriction}>
              <div>
                <h3 className={styles.personName}>{r.nome}</h3>
                <p className={styles.relation}>{t('quemBusca.restricoes.cpf', { cpf: formatCpf(r.cpf) })}</p>
                <p className={styles.reason}>
                  <span className={styles.reasonLabel}>{t('quemBusca.restricoes.motivo')}</span> {r.motivo}
                </p>
                <p className={styles.meta}>
                  {r.criadoPor
                    ? t('quemBusca.restricoes.registradaPor', {
                        nome: r.criadoPor.nome,
                        quando: whenMade(r.criadoEm, i18n.language),
                      })
                    : t('quemBusca.restricoes.registradaEm', { quando: whenMade(r.criadoEm, i18n.language) })}
                </p>
              </div>
              {canManage && (
                <Button
                  variant="ghost"
                  onClick={() => setRevoking(r)}
                  aria-label={t('quemBusca.restricoes.revogarPessoa', { nome: r.nome })}
                >
                  {t('quemBusca.restricoes.revogar')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t('quemBusca.restricoes.addTitle', { name: childName })}
      >
        {adding && <RestricaoForm idDisc={idDisc} onDone={() => setAdding(false)} />}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t('quemBusca.restricoes.confirmTitle', { nome: revoking?.nome ?? '' })}
        confirmLabel={t('quemBusca.restricoes.revogar')}
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() =>
          revoking && revoke.mutate(revoking.idRestricao, { onSuccess: () => setRevoking(null) })
        }
      >
        <p>{t('quemBusca.restricoes.confirmText', { nome: revoking?.nome ?? '', name: childName })}</p>
      </ConfirmDialog>
    </section>
  );
}

function RestricaoForm({ idDisc, onDone }: { idDisc: string; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRestricao(idDisc);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RestricaoCustodiaForm, unknown, z.output<typeof restricaoCustodiaForm>>({
    resolver: zodResolver(restricaoCustodiaForm),
    defaultValues: { nome: '', cpf: '', motivo: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        const known = (['nome', 'cpf', 'motivo'] as const).filter((f) => fields?.[f]);
        for (const f of known) setError(f, { message: fields![f]! });
        if (known.length === 0) setFormError(error.message);
      },
    });
  });
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('quemBusca.restricoes.nome')}
        autoComplete="off"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextField
        label={t('quemBusca.form.cpf')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('quemBusca.form.cpfHint')}
        error={errors.cpf?.message}
        {...register('cpf')}
      />
      <TextAreaField
        label={t('quemBusca.restricoes.motivo')}
        hint={t('quemBusca.restricoes.motivoHint')}
        rows={4}
        error={errors.motivo?.message}
        {...register('motivo')}
      />
      {formError && <Alert>{formError}</Alert>}
      <div className={styles.dialogActions}>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {t('quemBusca.restricoes.salvar')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('quemBusca.cancelar')}
        </Button>
      </div>
    </form>
  );
}
