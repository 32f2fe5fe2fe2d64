import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import {
  emptyContato,
  medicosSchema,
  type MedicosDraft,
  type MedicosInput,
  type MedicosValues,
} from '../registration-types';
import { ContatoFields } from './contato-fields';
import { FichaMedFields } from './ficha-med-fields';
import styles from './wizard.module.css';

type Props = {
  draft: MedicosDraft;
  childNames: string[];
  onBack: (draft: MedicosDraft) => void;
  /** Sends the whole registration; rejects with the error to show. */
  onSubmit: (values: MedicosValues, susFotos: (File | null)[]) => Promise<void>;
  /** Texts of the flow reusing the step, in place of the registration's. */
  labels?: { contatosIntro?: string; sending?: string; retryHint?: string; back?: string; submit?: string };
};

export function MedicosStep({ draft, childNames, onBack, onSubmit, labels = {} }: Props) {
  const { t } = useTranslation();
  const [susFotos, setSusFotos] = useState(draft.susFotos);
  const [susErrors, setSusErrors] = useState<(string | undefined)[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<MedicosInput, unknown, MedicosValues>({
    resolver: zodResolver(medicosSchema),
    defaultValues: { fichas: draft.fichas, contatos: draft.contatos },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'contatos' });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values, susFotos);
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : t('errors.generic'));
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={isSubmitting}>
        {childNames.map((childName, index) => (
          <FichaMedFields
            key={index}
            index={index}
            childName={childName}
            susFoto={susFotos[index] ?? null}
            susFotoError={susErrors[index]}
            onSusFoto={(file, error) => {
              setSusFotos((prev) => childNames.map((_, i) => (i === index ? file : (prev[i] ?? null))));
              setSusErrors((prev) =>
                childNames.map((_, i) => (i === index ? (error ?? undefined) : prev[i])),
              );
            }}
          />
        ))}

        <h3 className={styles.stepHeading}>{t('registration.contato.title')}</h3>
        <p className={styles.intro}>{labels.contatosIntro ?? t('registration.contato.intro')}</p>
        {fields.map((field, index) => (
          <ContatoFields
            key={field.id}
            index={index}
            onRemove={index > 0 ? () => remove(index) : undefined}
          />
        ))}
        <Button
          variant="secondary"
          className={styles.addButton}
          onClick={() => append(emptyContato(), { shouldFocus: true })}
        >
          <PlusIcon />
          {t('registration.contato.add')}
        </Button>

        {isSubmitting && (
          <p role="status" className={styles.status}>
            {labels.sending ?? t('registration.sending')}
          </p>
        )}
        {submitError && (
          <Alert>
            {submitError} {labels.retryHint ?? t('registration.retryHint')}
          </Alert>
        )}

        <div className={styles.nav}>
          <Button
            variant="secondary"
            disabled={isSubmitting}
            onClick={() => onBack({ ...form.getValues(), susFotos })}
          >
            {labels.back ?? t('registration.back')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {labels.submit ?? t('registration.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
