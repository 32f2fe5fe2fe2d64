import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESCRICAO_PROBLEMA_MAX,
  relatoProblemaPayload,
  type RelatoProblemaForm,
  type RelatoProblemaPayload,
} from '@lunna/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { lastPortalPage } from '../../../lib/appearance-sync';
import { useReportProblem } from '../api/preferencias';
import styles from './preferencias.module.css';

/** 'Reportar problema': what happened and on which page (the last one before Configurações, editable). */
export function ReportProblem() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useReportProblem();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<RelatoProblemaForm, unknown, RelatoProblemaPayload>({
    resolver: zodResolver(relatoProblemaPayload),
    defaultValues: { descricao: '', pagina: '' },
  });
  const descricao = useWatch({ control, name: 'descricao' });

  const openDialog = () => {
    reset({ descricao: '', pagina: lastPortalPage() ?? '/configuracao' });
    report.reset();
    setSent(false);
    setOpen(true);
  };
  const onSubmit = handleSubmit((relato) =>
    report.mutate(relato, {
      onSuccess: () => {
        setOpen(false);
        setSent(true);
      },
    }),
  );

  return (
    <div className={styles.report}>
      <h3 className={styles.subTitle}>{t('preferencias.ajuda.reportar.title')}</h3>
      <p className={styles.hint}>{t('preferencias.ajuda.reportar.intro')}</p>
      <div>
        <Button variant="secondary" onClick={openDialog}>
          {t('preferencias.ajuda.reportar.button')}
        </Button>
      </div>
      {sent && <Alert tone="success">{t('preferencias.ajuda.reportar.enviado')}</Alert>}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('preferencias.ajuda.reportar.title')}>
        <form className={styles.dialogForm} noValidate onSubmit={(e) => void onSubmit(e)}>
          <TextAreaField
            label={t('preferencias.ajuda.reportar.descricao')}
            hint={t('preferencias.ajuda.reportar.descricaoHint', {
              count: (descricao ?? '').length,
              max: DESCRICAO_PROBLEMA_MAX,
            })}
            error={errors.descricao?.message}
            maxLength={DESCRICAO_PROBLEMA_MAX}
            rows={5}
            aria-required="true"
            {...register('descricao')}
          />
          <TextField
            label={t('preferencias.ajuda.reportar.pagina')}
            hint={t('preferencias.ajuda.reportar.paginaHint')}
            error={errors.pagina?.message}
            maxLength={300}
            aria-required="true"
            {...register('pagina')}
          />
          {report.isError && <Alert>{report.error.message}</Alert>}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('preferencias.cancelar')}
            </Button>
            <Button type="submit" disabled={report.isPending} aria-busy={report.isPending}>
              {t('preferencias.ajuda.reportar.enviar')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
