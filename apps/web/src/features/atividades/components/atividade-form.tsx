import { zodResolver } from '@hookform/resolvers/zod';
import {
  atividadePayload,
  pontosDesenvolvidos,
  tiposAtividade,
  type AtividadePayload,
} from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FieldMessages } from '../../../components/field-messages';
import { FileField } from '../../../components/file-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useCreateAtividade } from '../api/atividades';
import { useStaffTurmas } from '../api/staff-turmas';
import { PontoIcon } from './artwork';
import styles from './atividades.module.css';
import { QueryError } from '../../../components/query-error';

/** The educator posts an activity: class, date, kind, title, description, optional photo and the developed points. */
export function AtividadeForm({ hoje, onDone }: { hoje: string; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const turmas = useStaffTurmas();
  const create = useCreateAtividade();
  const [imagem, setImagem] = useState<File | null>(null);
  const [imagemErro, setImagemErro] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AtividadePayload, unknown, z.output<typeof atividadePayload>>({
    resolver: zodResolver(atividadePayload),
    defaultValues: {
      idTurma: turmas.data?.length === 1 ? turmas.data[0]!.idTurma : '',
      data: hoje,
      tituloAtv: '',
      descricaoAtv: '',
      pontos: [],
    },
  });
  const onSubmit = handleSubmit((payload) => create.mutate({ payload, imagem }, { onSuccess: onDone }));
  const pontosError = errors.pontos?.message ?? errors.pontos?.root?.message;

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {turmas.isError && <QueryError error={turmas.error} onRetry={turmas.refetch} />}
      <SelectField
        label={t('atividades.form.turma')}
        placeholder={t('atividades.form.escolhaTurma')}
        options={(turmas.data ?? []).map((x) => ({
          value: x.idTurma,
          label: `${x.nomeTurma} · ${labels.shift(x.periodo)}`,
        }))}
        error={errors.idTurma?.message}
        {...register('idTurma')}
      />
      <div className={styles.formRow}>
        <TextField
          type="date"
          label={t('atividades.form.data')}
          error={errors.data?.message}
          {...register('data')}
        />
        <SelectField
          label={t('atividades.form.tipo')}
          placeholder={t('atividades.form.escolhaTipo')}
          options={tiposAtividade.map((value) => ({ value, label: t(`atividades.tipos.${value}`) }))}
          error={errors.tipo?.message}
          {...register('tipo')}
        />
      </div>
      <TextField
        label={t('atividades.form.titulo')}
        autoComplete="off"
        error={errors.tituloAtv?.message}
        {...register('tituloAtv')}
      />
      <TextAreaField
        label={t('atividades.form.descricao')}
        rows={4}
        error={errors.descricaoAtv?.message}
        {...register('descricaoAtv')}
      />
      <fieldset className={styles.pontosField} aria-describedby={pontosError ? 'pontos-erro' : undefined}>
        <legend>{t('atividades.pontosDesenvolvidos')}</legend>
        <div className={styles.pontoChoices}>
          {pontosDesenvolvidos.map((ponto) => (
            <label key={ponto} className={styles.pontoChoice}>
              <input type="checkbox" value={ponto} {...register('pontos')} />
              <PontoIcon ponto={ponto} size={22} />
              {t(`atividades.pontos.${ponto}.nome`)}
            </label>
          ))}
        </div>
        <FieldMessages error={pontosError} errorId="pontos-erro" hintId="pontos-dica" />
      </fieldset>
      <FileField
        label={t('atividades.form.imagem')}
        optionalLabel={t('atividades.form.opcional')}
        file={imagem}
        error={imagemErro ?? undefined}
        onChange={(file, error) => {
          setImagem(file);
          setImagemErro(error);
        }}
      />
      {create.error && <Alert>{create.error.message}</Alert>}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        {t('atividades.form.publicar')}
      </Button>
    </form>
  );
}
