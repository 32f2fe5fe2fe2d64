import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf, msg } from '@lunna/contract';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FileField } from '../../../components/file-field';
import { PlusIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { isDiscenteCpfTaken } from '../api/lookups';
import { criancasSchema, emptyCrianca, type CriancasDraft, type CriancasInput } from '../registration-types';
import styles from './wizard.module.css';

type Props = {
  draft: CriancasDraft;
  onBack: (draft: CriancasDraft) => void;
  onNext: (draft: CriancasDraft) => void;
  /** One child only (adding a child to a family already registered): no '+' to add another. */
  single?: boolean;
  /** Texts of the flow reusing the step, in place of the registration's. */
  labels?: { legend?: string; back?: string; next?: string };
};

export function DiscenteStep({ draft, onBack, onNext, single = false, labels = {} }: Props) {
  const { t } = useTranslation();
  const [fotos, setFotos] = useState(draft.fotos);
  const [documentos, setDocumentos] = useState(draft.documentos);
  const [fileErrors, setFileErrors] = useState<
    { foto?: string | undefined; documento?: string | undefined }[]
  >(() => draft.criancas.map(() => ({})));
  const [lookupError, setLookupError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CriancasInput, unknown, CriancasInput>({
    resolver: zodResolver(criancasSchema),
    defaultValues: { criancas: draft.criancas },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'criancas' });

  const setFileError = (index: number, key: 'foto' | 'documento', error: string | undefined) =>
    setFileErrors((prev) => prev.map((entry, i) => (i === index ? { ...entry, [key]: error } : entry)));

  const addChild = () => {
    append(emptyCrianca(), { shouldFocus: true });
    setFotos((prev) => [...prev, null]);
    setDocumentos((prev) => [...prev, null]);
    setFileErrors((prev) => [...prev, {}]);
  };

  const removeChild = (index: number) => {
    remove(index);
    const without = <T,>(list: T[]) => list.filter((_, i) => i !== index);
    setFotos(without);
    setDocumentos(without);
    setFileErrors(without);
  };

  /** Each child needs a photo; keeps an earlier type/size message rather than replacing it. */
  const checkPhotos = () => {
    const next = fileErrors.map((entry, i) => ({
      ...entry,
      foto: fotos[i] ? undefined : (entry.foto ?? msg.imagemObrigatoria),
    }));
    setFileErrors(next);
    return next.every((entry) => !entry.foto);
  };

  const onSubmit = handleSubmit(
    async ({ criancas }) => {
      setLookupError(null);
      const photosOk = checkPhotos();
      // Two children of one family cannot share a CPF: flag the repeated ones before asking the server.
      const seen = new Set<string>();
      let valid = true;
      criancas.forEach((crianca, i) => {
        const cpf = formatCpf(crianca.cpfCrianca);
        if (seen.has(cpf)) {
          setError(`criancas.${i}.cpfCrianca`, { message: msg.cpfDiscDuplicado });
          valid = false;
        }
        seen.add(cpf);
      });
      if (!valid) return;
      try {
        const taken = await Promise.all(criancas.map((crianca) => isDiscenteCpfTaken(crianca.cpfCrianca)));
        taken.forEach((isTaken, i) => {
          if (isTaken)
            setError(`criancas.${i}.cpfCrianca`, { message: msg.cpfDiscDuplicado }, { shouldFocus: true });
        });
        if (taken.some(Boolean) || !photosOk) return;
        onNext({ criancas, fotos, documentos });
      } catch (error) {
        setLookupError(error instanceof Error ? error.message : t('errors.generic'));
      }
    },
    () => {
      checkPhotos();
    },
  );

  const digitInput = { inputMode: 'numeric' as const };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {lookupError && <Alert>{lookupError}</Alert>}
      {fields.map((field, index) => {
        const fieldErrors = errors.criancas?.[index];
        const number = index + 1;
        return (
          <fieldset key={field.id} className={styles.section}>
            <legend className={styles.sectionLegend}>
              {labels.legend ?? t('registration.crianca.legend', { number })}
            </legend>
            <div className={styles.grid}>
              <TextField
                className={styles.full}
                label={t('fields.nomeFilho')}
                autoComplete="off"
                error={fieldErrors?.nomeFilho?.message}
                {...register(`criancas.${index}.nomeFilho`)}
              />
              <fieldset className={[styles.subgroup, styles.full].join(' ')}>
                <legend className={styles.subgroupLegend}>{t('fields.dataNascimento')}</legend>
                <div className={styles.grid}>
                  <TextField
                    className={styles.third}
                    label={t('fields.dia')}
                    placeholder="DD"
                    maxLength={2}
                    {...digitInput}
                    error={fieldErrors?.dia?.message}
                    {...register(`criancas.${index}.dia`)}
                  />
                  <TextField
                    className={styles.third}
                    label={t('fields.mes')}
                    placeholder="MM"
                    maxLength={2}
                    {...digitInput}
                    error={fieldErrors?.mes?.message}
                    {...register(`criancas.${index}.mes`)}
                  />
                  <TextField
                    className={styles.third}
                    label={t('fields.ano')}
                    placeholder="AAAA"
                    maxLength={4}
                    {...digitInput}
                    error={fieldErrors?.ano?.message}
                    {...register(`criancas.${index}.ano`)}
                  />
                </div>
              </fieldset>
              <TextField
                className={styles.half}
                label={t('fields.altura')}
                inputMode="decimal"
                error={fieldErrors?.altura?.message}
                {...register(`criancas.${index}.altura`)}
              />
              <TextField
                className={styles.half}
                label={t('fields.peso')}
                inputMode="decimal"
                error={fieldErrors?.peso?.message}
                {...register(`criancas.${index}.peso`)}
              />
              <TextField
                className={styles.half}
                label={t('fields.cpfCrianca')}
                hint={t('fields.cpfHint')}
                maxLength={14}
                {...digitInput}
                error={fieldErrors?.cpfCrianca?.message}
                {...register(`criancas.${index}.cpfCrianca`)}
              />
              <TextField
                className={styles.half}
                label={t('fields.rgCrianca')}
                error={fieldErrors?.rgCrianca?.message}
                {...register(`criancas.${index}.rgCrianca`)}
              />
              <div className={styles.half}>
                <FileField
                  label={t('fields.fotoCrianca')}
                  file={fotos[index] ?? null}
                  error={fileErrors[index]?.foto}
                  onChange={(file, error) => {
                    setFotos((prev) => prev.map((f, i) => (i === index ? file : f)));
                    setFileError(index, 'foto', error ?? undefined);
                  }}
                />
              </div>
              <div className={styles.half}>
                <FileField
                  label={t('fields.documentoCrianca')}
                  optionalLabel={t('common.optional')}
                  file={documentos[index] ?? null}
                  error={fileErrors[index]?.documento}
                  onChange={(file, error) => {
                    setDocumentos((prev) => prev.map((f, i) => (i === index ? file : f)));
                    setFileError(index, 'documento', error ?? undefined);
                  }}
                />
              </div>
            </div>
            {index > 0 && (
              <div className={styles.sectionActions}>
                <Button variant="ghost" onClick={() => removeChild(index)}>
                  {t('registration.crianca.remove', { number })}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}

      {!single && (
        <Button variant="secondary" className={styles.addButton} onClick={addChild}>
          <PlusIcon />
          {t('registration.crianca.add')}
        </Button>
      )}

      <div className={styles.nav}>
        <Button
          variant="secondary"
          onClick={() => onBack({ criancas: getValues('criancas'), fotos, documentos })}
        >
          {labels.back ?? t('registration.back')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {labels.next ?? t('registration.next')}
        </Button>
      </div>
    </form>
  );
}
