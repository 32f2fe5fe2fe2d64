import { deficienciaTipos } from '@lunna/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/file-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { YesNoField } from '../../../components/yes-no-field';
import type { MedicosInput } from '../registration-types';
import { UploadPanel } from './upload-panel';
import styles from './wizard.module.css';

type Props = {
  index: number;
  childName: string;
  susFoto: File | null;
  susFotoError: string | undefined;
  onSusFoto: (file: File | null, error: string | null) => void;
};

/** One child's medical record. Follow-up fields appear only after a 'Sim'. */
export function FichaMedFields({ index, childName, susFoto, susFotoError, onSusFoto }: Props) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<MedicosInput>();
  const e = errors.fichas?.[index];
  const name = (field: keyof MedicosInput['fichas'][number]) => `fichas.${index}.${field}` as const;
  const [plano, isPCD, tratamento, medicamentos, comidas] = useWatch({
    control,
    name: [name('plano'), name('isPCD'), name('tratamento'), name('medicamentos'), name('comidas')],
  });

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionLegend}>
        {t('registration.medicos.legend', { name: childName })}
      </legend>
      <div className={styles.grid}>
        <TextField
          className={styles.full}
          label={t('fields.sus')}
          hint={t('fields.susHint')}
          maxLength={15}
          inputMode="numeric"
          error={e?.sus?.message}
          {...register(name('sus'))}
        />
        <div className={styles.full}>
          <UploadPanel
            title={t('registration.upload.susTitle')}
            openLabel={t('registration.upload.susOpen')}
            dialogTitle={t('registration.upload.susDialog')}
            summary={
              susFoto ? t('upload.chosen', { name: susFoto.name }) : t('registration.upload.susMissing')
            }
            error={susFotoError}
          >
            <FileField
              label={t('fields.fotoSus')}
              optionalLabel={t('common.optional')}
              file={susFoto}
              error={susFotoError}
              onChange={onSusFoto}
            />
          </UploadPanel>
        </div>

        <div className={styles.full}>
          <YesNoField
            legend={t('fields.plano')}
            registration={register(name('plano'))}
            error={e?.plano?.message}
          />
        </div>
        {plano === 'sim' && (
          <TextField
            className={styles.full}
            label={t('fields.namePlano')}
            error={e?.namePlano?.message}
            {...register(name('namePlano'))}
          />
        )}

        <fieldset className={[styles.subgroup, styles.full].join(' ')}>
          <legend className={styles.subgroupLegend}>{t('registration.medicos.hospital')}</legend>
          <div className={styles.grid}>
            <TextField
              className={styles.full}
              label={t('fields.nomeHospital')}
              error={e?.nomeHospital?.message}
              {...register(name('nomeHospital'))}
            />
            <TextField
              className={styles.cep}
              label={t('fields.hospitalCep')}
              maxLength={5}
              inputMode="numeric"
              error={e?.hospitalCep?.message}
              {...register(name('hospitalCep'))}
            />
            <TextField
              className={styles.cep}
              label={t('fields.hospitalDigito')}
              maxLength={3}
              inputMode="numeric"
              error={e?.hospitalDigito?.message}
              {...register(name('hospitalDigito'))}
            />
            <TextField
              className={styles.uf}
              label={t('fields.ufHospital')}
              maxLength={2}
              error={e?.ufHospital?.message}
              {...register(name('ufHospital'))}
            />
            <TextField
              className={styles.full}
              label={t('fields.ruaHospital')}
              error={e?.ruaHospital?.message}
              {...register(name('ruaHospital'))}
            />
          </div>
        </fieldset>

        <TextAreaField
          className={styles.full}
          label={t('fields.cuidados')}
          hint={t('fields.cuidadosHint')}
          error={e?.cuidados?.message}
          {...register(name('cuidados'))}
        />

        <div className={styles.full}>
          <YesNoField
            legend={t('fields.isPCD')}
            registration={register(name('isPCD'))}
            error={e?.isPCD?.message}
          />
        </div>
        {isPCD === 'sim' && (
          <SelectField
            className={styles.full}
            label={t('fields.deficiencia')}
            placeholder={t('fields.deficienciaPlaceholder')}
            options={deficienciaTipos.map((tipo) => ({ value: tipo, label: t(`deficiencia.${tipo}`) }))}
            error={e?.deficiencia?.message}
            {...register(name('deficiencia'))}
          />
        )}

        <div className={styles.full}>
          <YesNoField
            legend={t('fields.tratamento')}
            registration={register(name('tratamento'))}
            error={e?.tratamento?.message}
          />
        </div>
        {tratamento === 'sim' && (
          <TextAreaField
            className={styles.full}
            label={t('fields.descTratamento')}
            error={e?.descTratamento?.message}
            {...register(name('descTratamento'))}
          />
        )}

        <div className={styles.full}>
          <YesNoField
            legend={t('fields.medicamentos')}
            registration={register(name('medicamentos'))}
            error={e?.medicamentos?.message}
          />
        </div>
        {medicamentos === 'sim' && (
          <>
            <TextAreaField
              className={styles.full}
              label={t('fields.descMedicamentos')}
              error={e?.descMedicamentos?.message}
              {...register(name('descMedicamentos'))}
            />
            <TextField
              className={styles.half}
              label={t('fields.horasMed')}
              inputMode="decimal"
              error={e?.horasMed?.message}
              {...register(name('horasMed'))}
            />
            <TextField
              className={styles.half}
              label={t('fields.quantidadeMed')}
              inputMode="decimal"
              error={e?.quantidadeMed?.message}
              {...register(name('quantidadeMed'))}
            />
          </>
        )}

        <div className={styles.full}>
          <YesNoField
            legend={t('fields.comidas')}
            registration={register(name('comidas'))}
            error={e?.comidas?.message}
          />
        </div>
        {comidas === 'sim' && (
          <TextAreaField
            className={styles.full}
            label={t('fields.descComidas')}
            error={e?.descComidas?.message}
            {...register(name('descComidas'))}
          />
        )}
      </div>
    </fieldset>
  );
}
