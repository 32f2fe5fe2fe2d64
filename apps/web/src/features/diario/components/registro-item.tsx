import type { RegistroDiarioRead } from '@lunna/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useCiencia, useConcluirTrazer } from '../api/diario';
import { descrever, diaLongo, hora, notaDe } from './descrever';
import styles from './diario.module.css';

type Props = {
  registro: RegistroDiarioRead;
  /** The family acknowledges incidents and marks what to bring; staff see who has not read yet and correct. */
  familia: boolean;
  onCorrigir?: (() => void) | undefined;
  /** Pending items of another day say which day. */
  comData?: boolean;
};

/** One entry of the day, as a line of the timeline. */
export function RegistroItem({ registro: r, familia, onCorrigir, comData }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ciencia = useCiencia();
  const concluir = useConcluirTrazer();
  const d = r.detalhes;
  const nota = notaDe(r);
  const incidente = d.tipo === 'incidente';

  return (
    <article
      className={styles.item}
      data-tipo={d.tipo}
      data-grave={incidente && d.grave ? 'true' : undefined}
    >
      <p className={styles.itemHora}>
        {comData && <span>{diaLongo(r.data, lang)} · </span>}
        <time dateTime={r.ocorridoEm}>{hora(r.ocorridoEm, lang)}</time>
      </p>
      <div className={styles.itemCorpo}>
        <p className={styles.itemTipo}>{t(`diario.tipo.${d.tipo}`)}</p>
        <p className={styles.itemLinha}>{descrever(t, r, lang)}</p>
        {nota && <p className={styles.itemNota}>{nota}</p>}
        {incidente && (
          <dl className={styles.itemDetalhes}>
            <dt>{t('diario.campo.primeirosSocorros')}</dt>
            <dd>{d.primeirosSocorros}</dd>
            {d.testemunhas && (
              <>
                <dt>{t('diario.campo.testemunhas')}</dt>
                <dd>{d.testemunhas}</dd>
              </>
            )}
          </dl>
        )}
        {incidente && d.grave && <p className={styles.grave}>{t('diario.grave')}</p>}
        <p className={styles.itemAutor}>
          {t(d.tipo === 'medicacao' ? 'diario.dadoPor' : 'diario.por', { nome: r.autor.nome })}
        </p>
        {r.corrige && (
          <p className={styles.corrigido}>
            <strong>{t('diario.marcaCorrigido')}</strong> {t('diario.motivo', { motivo: r.corrige.motivo })}
          </p>
        )}

        {r.ciencia && !familia && (
          <p className={r.ciencia.pendentes.length ? styles.pendente : styles.ok}>
            {r.ciencia.pendentes.length
              ? t('diario.cienciaPendente', { nomes: r.ciencia.pendentes.map((p) => p.nome).join(', ') })
              : t('diario.cienciaTodos', { nomes: r.ciencia.confirmados.map((p) => p.nome).join(', ') })}
          </p>
        )}
        {r.ciencia &&
          familia &&
          (r.ciencia.confirmada ? (
            <p className={styles.ok}>{t('diario.voceCiente')}</p>
          ) : (
            <Button onClick={() => ciencia.mutate(r.idRegistro)} disabled={ciencia.isPending}>
              {t('diario.estouCiente')}
            </Button>
          ))}
        {d.tipo === 'trazer' &&
          (r.concluidoEm ? (
            <p className={styles.ok}>{t('diario.providenciado')}</p>
          ) : familia ? (
            <Button
              variant="secondary"
              onClick={() => concluir.mutate(r.idRegistro)}
              disabled={concluir.isPending}
            >
              {t('diario.jaProvidenciei')}
            </Button>
          ) : (
            <p className={styles.pendente}>{t('diario.aguardandoFamilia')}</p>
          ))}
        {(ciencia.isError || concluir.isError) && (
          <p className={styles.erro}>{(ciencia.error ?? concluir.error)?.message}</p>
        )}
        {onCorrigir && (
          <Button variant="ghost" className={styles.corrigir} onClick={onCorrigir}>
            {t('diario.corrigir')}
          </Button>
        )}
      </div>
    </article>
  );
}
