import { zodResolver } from '@hookform/resolvers/zod';
import {
  autorizadoBuscaForm,
  formatCpf,
  type AutorizadoBuscaForm,
  type AutorizadoRead,
} from '@lunna/contract';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FileField } from '../../../components/file-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { formatPhone } from '../../../lib/format';
import { translateMessage } from '../../../lib/translate-message';
import { FotoNaoEnviada, useSaveAutorizado } from '../api/autorizados';
import styles from './quem-busca.module.css';

type Modo = 'permanente' | 'dia' | 'periodo';
const MODOS: Modo[] = ['permanente', 'dia', 'periodo'];
const FIELDS = ['nome', 'rg', 'cpf', 'parentesco', 'telefone', 'dataInicio', 'dataFim'] as const;

type Props = {
  idDisc: string;
  childName: string;
  /** The entry being edited; null to add someone. */
  editing: AutorizadoRead | null;
  open: boolean;
  onClose: () => void;
};

function modoOf(a: AutorizadoRead | null): Modo {
  if (!a?.temporario) return 'permanente';
  return a.dataInicio === a.dataFim ? 'dia' : 'periodo';
}

const defaults = (a: AutorizadoRead | null): AutorizadoBuscaForm => ({
  nome: a?.nome ?? '',
  rg: a?.rg ?? '',
  cpf: a ? formatCpf(a.cpf) : '',
  parentesco: a?.parentesco ?? '',
  telefone: a ? formatPhone(a.telefone) : '',
  temporario: a?.temporario ?? false,
  dataInicio: a?.dataInicio ?? null,
  dataFim: a?.dataFim ?? null,
});

/** 'Adicionar pessoa' / 'Editar': who may pick the child up, and when (always, one day, or a period). */
export function AutorizadoDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  const title = rest.editing
    ? t('quemBusca.form.editTitle', { nome: rest.editing.nome })
    : t('quemBusca.form.addTitle');
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {/* Remounted per opening, so the form starts from the entry being edited. */}
      {open && <AutorizadoForm key={rest.editing?.idAutorizado ?? 'novo'} onDone={onClose} {...rest} />}
    </Dialog>
  );
}

function AutorizadoForm({
  idDisc,
  childName,
  editing,
  onDone,
}: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAutorizado(idDisc);
  const [saved, setSaved] = useState<AutorizadoRead | null>(editing);
  const [modo, setModo] = useState<Modo>(modoOf(editing));
  const [foto, setFoto] = useState<File | null>(null);
  const [fotoError, setFotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const modoName = useId();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<AutorizadoBuscaForm, unknown, z.output<typeof autorizadoBuscaForm>>({
    resolver: zodResolver(autorizadoBuscaForm),
    defaultValues: defaults(editing),
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { idAutorizado: saved?.idAutorizado ?? null, form: values, foto },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof FotoNaoEnviada) {
            // The person is saved; a new try only resends the photo to the same entry.
            setSaved(error.saved);
            setFotoError(
              isApiError(error.cause) ? (error.cause.fields?.foto ?? error.cause.message) : error.message,
            );
            return;
          }
          const fields = isApiError(error) ? error.fields : undefined;
          let shown = false;
          for (const field of FIELDS) {
            const message = fields?.[field];
            if (message) {
              setError(modo === 'dia' && field === 'dataFim' ? 'dataInicio' : field, { message });
              shown = true;
            }
          }
          if (!shown) setFormError(error.message);
        },
      },
    );
  });

  // The choice of when sets the schema's fields: permanent has no dates, one day is a range of one day.
  const onSubmit = (event: FormEvent) => {
    setValue('temporario', modo !== 'permanente');
    if (modo === 'permanente') {
      setValue('dataInicio', null);
      setValue('dataFim', null);
    } else {
      if (!getValues('dataInicio')) setValue('dataInicio', null);
      if (modo === 'dia' || !getValues('dataFim'))
        setValue('dataFim', modo === 'dia' ? getValues('dataInicio') : null);
    }
    void submit(event);
  };

  const dayError = errors.dataInicio?.message ?? errors.dataFim?.message;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.formIntro}>{t('quemBusca.form.intro', { name: childName })}</p>
      <TextField
        label={t('quemBusca.form.nome')}
        autoComplete="off"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <TextField
        label={t('quemBusca.form.parentesco')}
        hint={t('quemBusca.form.parentescoHint')}
        autoComplete="off"
        error={errors.parentesco?.message}
        {...register('parentesco')}
      />
      <TextField
        label={t('quemBusca.form.telefone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.telefone?.message}
        {...register('telefone')}
      />
      <div className={styles.formRow}>
        <TextField
          label={t('quemBusca.form.rg')}
          autoComplete="off"
          error={errors.rg?.message}
          {...register('rg')}
        />
        <TextField
          label={t('quemBusca.form.cpf')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('quemBusca.form.cpfHint')}
          error={errors.cpf?.message}
          {...register('cpf')}
        />
      </div>

      <fieldset className={styles.modo}>
        <legend className={styles.legend}>{t('quemBusca.form.quando')}</legend>
        <div className={styles.modoChoices}>
          {MODOS.map((value) => (
            <label key={value} className={styles.modoChoice}>
              <input
                type="radio"
                name={modoName}
                value={value}
                checked={modo === value}
                onChange={() => setModo(value)}
              />
              <span>{t(`quemBusca.form.modo.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {modo === 'dia' && (
        <TextField label={t('quemBusca.form.dia')} type="date" error={dayError} {...register('dataInicio')} />
      )}
      {modo === 'periodo' && (
        <div className={styles.formRow}>
          <TextField
            label={t('quemBusca.form.de')}
            type="date"
            error={errors.dataInicio?.message}
            {...register('dataInicio')}
          />
          <TextField
            label={t('quemBusca.form.ate')}
            type="date"
            error={errors.dataFim?.message}
            {...register('dataFim')}
          />
        </div>
      )}

      <div className={styles.photoRow}>
        {saved?.foto && !foto && (
          <Avatar name={saved.nome} photo={saved.foto} size={64} alt={t('quemBusca.form.fotoAtual')} />
        )}
        <FileField
          label={saved?.foto ? t('quemBusca.form.trocarFoto') : t('quemBusca.form.foto')}
          optionalLabel={t('common.optional')}
          hint={t('quemBusca.form.fotoHint')}
          file={foto}
          error={fotoError ? translateMessage(t, fotoError) : undefined}
          onChange={(file, problem) => {
            setFoto(file);
            setFotoError(problem);
          }}
        />
      </div>

      {formError && <Alert>{formError}</Alert>}
      <div className={styles.dialogActions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t('quemBusca.form.salvar')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('quemBusca.cancelar')}
        </Button>
      </div>
    </form>
  );
}
