import { zodResolver } from '@hookform/resolvers/zod';
import { atencaoForm, categoriasAlerta, msg, prioridadesAtencao } from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { RadioGroupField } from '../../../components/radio-group-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';

import { useRaiseAlerta } from '../api/alertas';
import { PriorityBadge } from './priority-badge';
import styles from './alertas.module.css';

/** The staff choose the child in the form; a guardian's form is about the child on the dashboard. */
const schema = atencaoForm.extend({ idDisc: z.string().min(1, msg.obrigatorio) });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

type Child = { idDisc: string; nomeDisc: string };
type Props = {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
  /** Guardians: the child. Staff: omit it and pass `options`. */
  child?: Child;
  options?: Child[];
  title: string;
  hint: string;
};

function AttentionForm({ onSent, child, options = [], hint }: Omit<Props, 'open' | 'onClose' | 'title'>) {
  const { t } = useTranslation();
  const raise = useRaiseAlerta();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      idDisc: child?.idDisc ?? '',
      categoria: '' as Input['categoria'],
      texto: '',
      prioridade: 'Atenção',
    },
  });
  const submit = ({ idDisc, ...values }: Output) =>
    raise.mutate({ idDisc, payload: { tipo: 'atencao', ...values } }, { onSuccess: onSent });
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <p className={styles.dialogHint}>{hint}</p>
      {!child && (
        <SelectField
          label={t('alertas.atencao.crianca')}
          placeholder={t('alertas.atencao.escolha')}
          options={options.map((c) => ({ value: c.idDisc, label: c.nomeDisc }))}
          error={errors.idDisc?.message}
          {...register('idDisc')}
        />
      )}
      <SelectField
        label={t('alertas.atencao.categoria')}
        placeholder={t('alertas.atencao.escolha')}
        options={categoriasAlerta.map((c) => ({ value: c, label: t(`alertas.categoria.${c}`) }))}
        error={errors.categoria?.message}
        {...register('categoria')}
      />
      <TextAreaField
        label={t('alertas.atencao.texto')}
        rows={4}
        error={errors.texto?.message}
        {...register('texto')}
      />
      <RadioGroupField
        legend={t('alertas.atencao.prioridade')}
        registration={register('prioridade')}
        error={errors.prioridade?.message}
        options={prioridadesAtencao.map((p) => ({ value: p, label: <PriorityBadge prioridade={p} /> }))}
      />
      {raise.isError && <Alert>{raise.error.message}</Alert>}
      <Button type="submit" disabled={raise.isPending}>
        {t('alertas.enviar')}
      </Button>
    </form>
  );
}

/** 'Precisa de atenção' (a guardian to the class) or 'Sinalizar atenção' (the staff to every guardian). */
export function AttentionDialog({ open, onClose, title, ...rest }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <AttentionForm {...rest} />
    </Dialog>
  );
}
