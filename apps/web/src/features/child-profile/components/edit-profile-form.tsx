import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_CONTATOS_EMERGENCIA,
  deficienciaTipos,
  discenteEdicaoDefaults,
  discenteEdicaoForm,
  edicaoFieldPath,
  emptyContatoEdicao,
  toDiscenteEdicao,
  type DiscenteEdicaoFormInput,
  type DiscenteEdicaoFormOutput,
  type DiscenteRead,
} from '@lunna/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldPath,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { YesNoField } from '../../../components/yes-no-field';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-message';
import { useEditarDiscente } from '../api/edicao';
import styles from './edit-profile.module.css';
import { PencilIcon } from './pencil-icon';

export type ProfileSection = 'dados' | 'saude' | 'medicamentos' | 'hospital' | 'contatos';
export const profileSections: ProfileSection[] = ['dados', 'saude', 'medicamentos', 'hospital', 'contatos'];
export const sectionAnchor = (section: ProfileSection) => `editar-${section}`;

type Props = { discente: DiscenteRead; focusSection: ProfileSection; onDone: (saved: boolean) => void };

function EditSection({ section, children }: { section: ProfileSection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset id={sectionAnchor(section)} className={styles.section}>
      <legend className={styles.legend}>
        <PencilIcon className={styles.pencil} />
        {t(`profile.sections.${section}`)}
      </legend>
      {children}
    </fieldset>
  );
}

function ContatoFields({ index, total, onRemove }: { index: number; total: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<DiscenteEdicaoFormInput>();
  const e = errors.contatos?.[index];
  const name = (field: Exclude<keyof DiscenteEdicaoFormInput['contatos'][number], 'idContato'>) =>
    `contatos.${index}.${field}` as const;
  const number = index + 1;
  const digits = { inputMode: 'numeric' as const };
  const last = total === 1;
  return (
    <li className={styles.contact}>
      <p className={styles.contactTitle}>{t('profileEdit.contato', { number })}</p>
      <div className={styles.grid}>
        <TextField
          className={styles.half}
          label={t('fields.nomeContato')}
          error={e?.nomeContato?.message}
          {...register(name('nomeContato'))}
        />
        <TextField
          className={styles.half}
          label={t('fields.parentesco')}
          hint={t('fields.parentescoHint')}
          error={e?.parentesco?.message}
          {...register(name('parentesco'))}
        />
        <TextField
          className={styles.ddd}
          label={t('fields.dddTelefone')}
          maxLength={2}
          {...digits}
          error={e?.dddTelefoneContato?.message}
          {...register(name('dddTelefoneContato'))}
        />
        <TextField
          className={styles.phone}
          label={t('fields.telefone')}
          type="tel"
          maxLength={9}
          {...digits}
          error={e?.telefoneContato?.message}
          {...register(name('telefoneContato'))}
        />
        <TextField
          className={styles.ddd}
          label={t('fields.dddCelular')}
          maxLength={2}
          {...digits}
          error={e?.dddCelularContato?.message}
          {...register(name('dddCelularContato'))}
        />
        <TextField
          className={styles.phone}
          label={t('fields.celular')}
          type="tel"
          maxLength={9}
          {...digits}
          error={e?.celularContato?.message}
          {...register(name('celularContato'))}
        />
      </div>
      <div className={styles.contactActions}>
        {last && (
          <p id={hintId} className={styles.hint}>
            {t('profileEdit.lastContact')}
          </p>
        )}
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={last}
          aria-describedby={last ? hintId : undefined}
        >
          {t('profileEdit.removeContato', { number })}
        </Button>
      </div>
    </li>
  );
}

/**
 * The edit overlay's form: the profile's sections, every field in place, with the registration rules.
 * Server field errors land on the fields they are about.
 */
export function EditProfileForm({ discente, focusSection, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useEditarDiscente(discente.idDisc);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DiscenteEdicaoFormInput, unknown, DiscenteEdicaoFormOutput>({
    resolver: zodResolver(discenteEdicaoForm),
    defaultValues: discenteEdicaoDefaults(discente),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const contatos = useFieldArray({ control, name: 'contatos' });
  const [plano, isPCD, tratamento, medicamentos, comidas] = useWatch({
    control,
    name: ['ficha.plano', 'ficha.isPCD', 'ficha.tratamento', 'ficha.medicamentos', 'ficha.comidas'],
  });

  // Opened from a section's pencil: bring that section into view, after the dialog's own focus.
  useEffect(() => {
    const id = window.setTimeout(() => {
      const section = document.getElementById(sectionAnchor(focusSection));
      if (!section || focusSection === 'dados') return;
      section.scrollIntoView({ block: 'start' });
      section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(id);
  }, [focusSection]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(toDiscenteEdicao(values));
      onDone(true);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        let placed = false;
        for (const [path, message] of Object.entries(error.fields)) {
          const target = edicaoFieldPath(path);
          if (!target) continue;
          setError(target as FieldPath<DiscenteEdicaoFormInput>, { message }, { shouldFocus: !placed });
          placed = true;
        }
        if (placed) return;
      }
      setFailure(error instanceof Error ? translateMessage(t, error.message) : t('errors.generic'));
    }
  });

  const d = errors.dados;
  const f = errors.ficha;
  const contatosError = errors.contatos?.message ?? errors.contatos?.root?.message;
  const digits = { inputMode: 'numeric' as const };

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <EditSection section="dados">
          <div className={styles.grid}>
            <TextField
              className={styles.full}
              label={t('fields.nomeFilho')}
              autoComplete="off"
              error={d?.nomeFilho?.message}
              {...register('dados.nomeFilho')}
            />
            <fieldset className={[styles.subgroup, styles.full].join(' ')}>
              <legend className={styles.subgroupLegend}>{t('fields.dataNascimento')}</legend>
              <div className={styles.grid}>
                <TextField
                  className={styles.third}
                  label={t('fields.dia')}
                  placeholder="DD"
                  maxLength={2}
                  {...digits}
                  error={d?.dia?.message}
                  {...register('dados.dia')}
                />
                <TextField
                  className={styles.third}
                  label={t('fields.mes')}
                  placeholder="MM"
                  maxLength={2}
                  {...digits}
                  error={d?.mes?.message}
                  {...register('dados.mes')}
                />
                <TextField
                  className={styles.third}
                  label={t('fields.ano')}
                  placeholder="AAAA"
                  maxLength={4}
                  {...digits}
                  error={d?.ano?.message}
                  {...register('dados.ano')}
                />
              </div>
            </fieldset>
            <TextField
              className={styles.half}
              label={t('fields.altura')}
              inputMode="decimal"
              error={d?.altura?.message}
              {...register('dados.altura')}
            />
            <TextField
              className={styles.half}
              label={t('fields.peso')}
              inputMode="decimal"
              error={d?.peso?.message}
              {...register('dados.peso')}
            />
          </div>
          <p className={styles.hint}>{t('profileEdit.documentsNote')}</p>
        </EditSection>

        <EditSection section="saude">
          <div className={styles.grid}>
            <TextField
              className={styles.full}
              label={t('fields.sus')}
              hint={t('fields.susHint')}
              maxLength={15}
              {...digits}
              error={f?.sus?.message}
              {...register('ficha.sus')}
            />
            <div className={styles.full}>
              <YesNoField
                legend={t('fields.plano')}
                registration={register('ficha.plano')}
                error={f?.plano?.message}
              />
            </div>
            {plano === 'sim' && (
              <TextField
                className={styles.full}
                label={t('fields.namePlano')}
                error={f?.namePlano?.message}
                {...register('ficha.namePlano')}
              />
            )}
            <div className={styles.full}>
              <YesNoField
                legend={t('fields.isPCD')}
                registration={register('ficha.isPCD')}
                error={f?.isPCD?.message}
              />
            </div>
            {isPCD === 'sim' && (
              <SelectField
                className={styles.full}
                label={t('fields.deficiencia')}
                placeholder={t('fields.deficienciaPlaceholder')}
                options={deficienciaTipos.map((tipo) => ({ value: tipo, label: t(`deficiencia.${tipo}`) }))}
                error={f?.deficiencia?.message}
                {...register('ficha.deficiencia')}
              />
            )}
            <div className={styles.full}>
              <YesNoField
                legend={t('fields.tratamento')}
                registration={register('ficha.tratamento')}
                error={f?.tratamento?.message}
              />
            </div>
            {tratamento === 'sim' && (
              <TextAreaField
                className={styles.full}
                label={t('fields.descTratamento')}
                error={f?.descTratamento?.message}
                {...register('ficha.descTratamento')}
              />
            )}
            <div className={styles.full}>
              <YesNoField
                legend={t('fields.comidas')}
                registration={register('ficha.comidas')}
                error={f?.comidas?.message}
              />
            </div>
            {comidas === 'sim' && (
              <TextAreaField
                className={styles.full}
                label={t('fields.descComidas')}
                hint={t('profileEdit.comidasHint')}
                error={f?.descComidas?.message}
                {...register('ficha.descComidas')}
              />
            )}
            <TextAreaField
              className={styles.full}
              label={t('fields.cuidados')}
              hint={t('fields.cuidadosHint')}
              error={f?.cuidados?.message}
              {...register('ficha.cuidados')}
            />
          </div>
        </EditSection>

        <EditSection section="medicamentos">
          <div className={styles.grid}>
            <div className={styles.full}>
              <YesNoField
                legend={t('fields.medicamentos')}
                registration={register('ficha.medicamentos')}
                error={f?.medicamentos?.message}
              />
            </div>
            {medicamentos === 'sim' && (
              <>
                <TextAreaField
                  className={styles.full}
                  label={t('fields.descMedicamentos')}
                  error={f?.descMedicamentos?.message}
                  {...register('ficha.descMedicamentos')}
                />
                <TextField
                  className={styles.half}
                  label={t('fields.quantidadeMed')}
                  inputMode="decimal"
                  error={f?.quantidadeMed?.message}
                  {...register('ficha.quantidadeMed')}
                />
                <TextField
                  className={styles.half}
                  label={t('fields.horasMed')}
                  hint={t('profileEdit.horasHint')}
                  inputMode="decimal"
                  error={f?.horasMed?.message}
                  {...register('ficha.horasMed')}
                />
              </>
            )}
          </div>
        </EditSection>

        <EditSection section="hospital">
          <div className={styles.grid}>
            <TextField
              className={styles.full}
              label={t('fields.nomeHospital')}
              error={f?.nomeHospital?.message}
              {...register('ficha.nomeHospital')}
            />
            <TextField
              className={styles.cep}
              label={t('fields.hospitalCep')}
              maxLength={5}
              {...digits}
              error={f?.hospitalCep?.message}
              {...register('ficha.hospitalCep')}
            />
            <TextField
              className={styles.cep}
              label={t('fields.hospitalDigito')}
              maxLength={3}
              {...digits}
              error={f?.hospitalDigito?.message}
              {...register('ficha.hospitalDigito')}
            />
            <TextField
              className={styles.uf}
              label={t('fields.ufHospital')}
              maxLength={2}
              error={f?.ufHospital?.message}
              {...register('ficha.ufHospital')}
            />
            <TextField
              className={styles.full}
              label={t('fields.ruaHospital')}
              error={f?.ruaHospital?.message}
              {...register('ficha.ruaHospital')}
            />
          </div>
        </EditSection>

        <EditSection section="contatos">
          {contatosError && <Alert>{translateMessage(t, contatosError)}</Alert>}
          <ul className={styles.contacts}>
            {contatos.fields.map((field, index) => (
              <ContatoFields
                key={field.id}
                index={index}
                total={contatos.fields.length}
                onRemove={() => contatos.remove(index)}
              />
            ))}
          </ul>
          <div>
            <Button
              variant="secondary"
              onClick={() => contatos.append(emptyContatoEdicao(), { shouldFocus: true })}
              disabled={contatos.fields.length >= MAX_CONTATOS_EMERGENCIA}
            >
              <PlusIcon />
              {t('profileEdit.addContato')}
            </Button>
          </div>
        </EditSection>

        {failure && <Alert>{failure}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onDone(false)} disabled={isSubmitting}>
            {t('profileEdit.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('profileEdit.saving') : t('profileEdit.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
