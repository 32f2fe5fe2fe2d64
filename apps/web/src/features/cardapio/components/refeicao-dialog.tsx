import { zodResolver } from '@hookform/resolvers/zod';
import {
  alergenos,
  cardapioForm,
  horarioPadraoRefeicao,
  ilustracoesCardapio,
  type CardapioForm,
  type CardapioItem,
  type Refeicao,
} from '@lunna/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { diaMes, nomeDoDia } from './datas';
import { useRemoverRefeicao, useSalvarRefeicao } from '../api/cardapio';
import { IlustracaoCardapioSvg } from './ilustracoes-cardapio';
import styles from './cardapio.module.css';

type Props = { data: string; refeicao: Refeicao; item: CardapioItem | undefined; onClose: () => void };

/** Posts or changes one meal of a day: time, dish, its allergens (ticked one by one) and a drawing. */
export function RefeicaoDialog({ data, refeicao, item, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const salvar = useSalvarRefeicao();
  const remover = useRemoverRefeicao();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardapioForm, unknown, z.output<typeof cardapioForm>>({
    resolver: zodResolver(cardapioForm),
    defaultValues: {
      horario: item?.horario ?? horarioPadraoRefeicao[refeicao],
      prato: item?.prato ?? '',
      alergenos: item?.alergenos ?? [],
      ilustracao: item?.ilustracao ?? 'frutas',
    },
  });
  const onSubmit = handleSubmit((form) => salvar.mutate({ ...form, data, refeicao }, { onSuccess: onClose }));
  const error = salvar.error ?? remover.error;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cardapio.dialogTitulo', {
        refeicao: t(`cardapio.refeicoes.${refeicao}`),
        dia: `${nomeDoDia(data, i18n.language)}, ${diaMes(data, i18n.language)}`,
      })}
    >
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          type="time"
          label={t('cardapio.horario')}
          error={errors.horario?.message}
          {...register('horario')}
        />
        <TextField
          label={t('cardapio.prato')}
          error={errors.prato?.message}
          maxLength={200}
          {...register('prato')}
        />
        <fieldset className={styles.choices}>
          <legend>{t('cardapio.alergenosLegenda')}</legend>
          <div className={styles.checkGrid}>
            {alergenos.map((a) => (
              <label key={a} className={styles.check}>
                <input type="checkbox" value={a} {...register('alergenos')} />
                <span>{t(`cardapio.alergenos.${a}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>{t('cardapio.ilustracao')}</legend>
          <div className={styles.choiceGrid}>
            {ilustracoesCardapio.map((nome) => (
              <label key={nome} className={styles.choice}>
                <input type="radio" value={nome} {...register('ilustracao')} />
                <IlustracaoCardapioSvg nome={nome} size={40} />
                <span>{t(`cardapio.ilustracoes.${nome}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && <Alert>{error.message}</Alert>}
        <div className={styles.formActions}>
          {item && (
            <Button
              variant="ghost"
              disabled={remover.isPending}
              onClick={() => remover.mutate(item.idCardapio, { onSuccess: onClose })}
            >
              {t('cardapio.remover')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('cardapio.cancelar')}
          </Button>
          <Button type="submit" disabled={salvar.isPending} aria-busy={salvar.isPending}>
            {t('cardapio.salvar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
