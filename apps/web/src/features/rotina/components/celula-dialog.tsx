import { zodResolver } from '@hookform/resolvers/zod';
import {
  coresCartao,
  ilustracoesRotina,
  rotinaCartaoForm,
  type HorarioRotina,
  type RotinaCartaoForm,
  type RotinaCelula,
} from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { formatClock } from '../../../lib/dates';
import { useRemoverCelula, useSalvarCelula } from '../api/rotina';
import { IlustracaoRotinaSvg } from './ilustracoes-rotina';
import styles from './rotina.module.css';

type Props = {
  idTurma: string;
  semana: string;
  diaSemana: number;
  horario: HorarioRotina;
  celula: RotinaCelula | undefined;
  onClose: () => void;
};

const umaHoraDepois = (h: string) => `${String(Number(h.slice(0, 2)) + 1).padStart(2, '0')}${h.slice(2)}`;

/** Fills or changes one cell of the week: times, activity, description, drawing and colour. */
export function CelulaDialog({ idTurma, semana, diaSemana, horario, celula, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const salvar = useSalvarCelula();
  const remover = useRemoverCelula();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RotinaCartaoForm, unknown, z.output<typeof rotinaCartaoForm>>({
    resolver: zodResolver(rotinaCartaoForm),
    defaultValues: {
      horaInicio: celula?.horaInicio ?? horario,
      horaFim: celula?.horaFim ?? umaHoraDepois(horario),
      atividade: celula?.atividade ?? '',
      descriatv: celula?.descriatv ?? '',
      ilustracao: celula?.ilustracao ?? 'pintura',
      cor: celula?.cor ?? 'purple',
    },
  });
  const onSubmit = handleSubmit((form) =>
    salvar.mutate(
      { idTurma, payload: { ...form, semana, diaSemana, horario, descriatv: form.descriatv || null } },
      { onSuccess: onClose },
    ),
  );
  const where = { dia: t(`rotina.dias.${diaSemana}`), horario: formatClock(horario, i18n.language) };
  const error = salvar.error ?? remover.error;

  return (
    <Dialog open onClose={onClose} title={t(celula ? 'rotina.dialogEditar' : 'rotina.dialogNovo', where)}>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className={styles.formRow}>
          <TextField
            type="time"
            label={t('rotina.horaInicio')}
            error={errors.horaInicio?.message}
            {...register('horaInicio')}
          />
          <TextField
            type="time"
            label={t('rotina.horaFim')}
            error={errors.horaFim?.message}
            {...register('horaFim')}
          />
        </div>
        <TextField
          label={t('rotina.atividade')}
          error={errors.atividade?.message}
          maxLength={80}
          {...register('atividade')}
        />
        <TextAreaField
          label={t('rotina.descricao')}
          rows={2}
          error={errors.descriatv?.message}
          {...register('descriatv')}
        />
        <fieldset className={styles.choices}>
          <legend>{t('rotina.ilustracao')}</legend>
          <div className={styles.choiceGrid}>
            {ilustracoesRotina.map((nome) => (
              <label key={nome} className={styles.choice}>
                <input type="radio" value={nome} {...register('ilustracao')} />
                <IlustracaoRotinaSvg nome={nome} size={40} />
                <span>{t(`rotina.ilustracoes.${nome}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>{t('rotina.cor')}</legend>
          <div className={styles.choiceGrid}>
            {coresCartao.map((cor) => (
              <label key={cor} className={styles.choice}>
                <input type="radio" value={cor} {...register('cor')} />
                <span className={[styles.swatch, styles[`cor-${cor}`]].join(' ')} aria-hidden="true" />
                <span>{t(`rotina.cores.${cor}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && <Alert>{error.message}</Alert>}
        <div className={styles.formActions}>
          {celula && (
            <Button
              variant="ghost"
              disabled={remover.isPending}
              onClick={() => remover.mutate({ idTurma, idRotina: celula.idRotina }, { onSuccess: onClose })}
            >
              {t('rotina.esvaziar')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('rotina.cancelar')}
          </Button>
          <Button type="submit" disabled={salvar.isPending} aria-busy={salvar.isPending}>
            {t('rotina.salvar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
