import type { SolicitacaoRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useRecusarSolicitacao } from '../api/solicitacoes';
import styles from './solicitacoes.module.css';

type Props = {
  solicitacao: SolicitacaoRead | null;
  onClose: () => void;
  onRejected: (solicitacao: SolicitacaoRead) => void;
};

/**
 * Refusing asks first and says what it means: a new child's record and photos are deleted (the school
 * never took it in); a child an educator asked for stays out of her class; a CPF change leaves everything
 * as it was. The reason is optional.
 */
export function RejectDialog({ solicitacao, onClose, onRejected }: Props) {
  const { t } = useTranslation();
  const recusar = useRecusarSolicitacao();
  const [motivo, setMotivo] = useState('');
  const child = solicitacao?.discente?.nomeDisc ?? '';
  const guardian = solicitacao?.responsavel?.nomeResp ?? '';
  const turma = solicitacao?.turma?.nomeTurma ?? '';
  const educator = solicitacao?.solicitante?.nome ?? t('requests.turma.someone');
  const tipo = solicitacao?.tipo;

  const close = () => {
    recusar.reset();
    setMotivo('');
    onClose();
  };

  return (
    <Dialog
      open={solicitacao !== null}
      onClose={close}
      title={
        tipo === 'turma_discente'
          ? t('requests.reject.titleClass', { name: child, turma })
          : tipo === 'novo_discente'
            ? t('requests.reject.titleChild', { name: child })
            : t('requests.reject.titleCpf', { name: guardian })
      }
    >
      <form
        className={styles.dialogForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (!solicitacao) return;
          recusar.mutate(
            { idSolicitacao: solicitacao.idSolicitacao, motivo },
            {
              onSuccess: (result) => {
                setMotivo('');
                recusar.reset();
                onRejected(result);
              },
            },
          );
        }}
      >
        <p>
          {tipo === 'turma_discente'
            ? t('requests.reject.textClass', { name: child, turma, educator })
            : tipo === 'novo_discente'
              ? t('requests.reject.textChild', { name: child })
              : t('requests.reject.textCpf', { name: guardian })}
        </p>
        <TextAreaField
          label={t('requests.reject.motivo')}
          hint={
            tipo === 'turma_discente'
              ? t('requests.reject.motivoHintClass', { educator })
              : t('requests.reject.motivoHint')
          }
          maxLength={300}
          rows={3}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
        {recusar.error && <Alert>{recusar.error.message}</Alert>}
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={recusar.isPending} aria-busy={recusar.isPending}>
            {t('requests.reject.confirm')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
