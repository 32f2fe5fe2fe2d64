import { zodResolver } from '@hookform/resolvers/zod';
import { diasSemanaBusca, horario, type HorarioBuscaTurma } from '@lunna/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { firstName } from '../../../lib/format';
import { useHorarioTurma, useSetHorarioSemana } from '../api/alertas';
import { PencilIcon } from './icons';
import styles from './alertas.module.css';
import { QueryError } from '../../../components/query-error';

type Row = HorarioBuscaTurma['itens'][number];

/** An empty time is "not picked up that day". */
const schema = z.object({ dias: z.array(z.object({ horario: horario.or(z.literal('')) })).length(5) });
type Input = z.input<typeof schema>;

/** Weekday names in the interface language (1 = Monday), from a known Monday. */
function useWeekdays() {
  const { i18n } = useTranslation();
  const name = (style: 'long' | 'short', d: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, d)),
    );
  return diasSemanaBusca.map((d) => ({ diaSemana: d, long: name('long', d), short: name('short', d) }));
}

function EditForm({ row, onSaved }: { row: Row; onSaved: () => void }) {
  const { t } = useTranslation();
  const weekdays = useWeekdays();
  const save = useSetHorarioSemana();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input>({
    resolver: zodResolver(schema),
    defaultValues: { dias: row.semana.map((d) => ({ horario: d.horario ?? '' })) },
  });
  const submit = (values: Input) =>
    save.mutate(
      {
        idDisc: row.idDisc,
        dias: values.dias.map((d, i) => ({ diaSemana: i + 1, horario: d.horario || null })),
      },
      { onSuccess: onSaved },
    );
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <p className={styles.dialogHint}>{t('alertas.tabela.editarHint')}</p>
      <div className={styles.weekGrid}>
        {weekdays.map((w, i) => (
          <TextField
            key={w.diaSemana}
            type="time"
            label={w.long}
            error={errors.dias?.[i]?.horario?.message}
            {...register(`dias.${i}.horario`)}
          />
        ))}
      </div>
      {save.isError && <Alert>{save.error.message}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {t('alertas.tabela.salvar')}
      </Button>
    </form>
  );
}

/** The class's usual pickup times, children × Monday–Friday; a child's name opens the dialog that edits the week. */
export function PickupTable({ idTurma, nomeTurma }: { idTurma: string; nomeTurma: string }) {
  const { t } = useTranslation();
  const { formatClock } = useFormatters();
  const weekdays = useWeekdays();
  const table = useHorarioTurma(idTurma);
  const [editing, setEditing] = useState<Row | null>(null);
  const [saved, setSaved] = useState('');

  return (
    <section className={styles.panel} aria-labelledby="tabela-busca">
      <h2 id="tabela-busca" className={styles.panelTitle}>
        {t('alertas.tabela.title', { turma: nomeTurma })}
      </h2>
      <p className={styles.calm}>{t('alertas.tabela.hint')}</p>
      {table.isError && <QueryError error={table.error} onRetry={table.refetch} />}
      {table.data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('alertas.tabela.crianca')}</th>
                {weekdays.map((w) => (
                  <th key={w.diaSemana} scope="col">
                    <abbr title={w.long}>{w.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.data.itens.map((row) => (
                <tr key={row.idDisc}>
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.editButton}
                      onClick={() => {
                        setSaved('');
                        setEditing(row);
                      }}
                      aria-label={t('alertas.tabela.editarDe', { nome: firstName(row.nomeDisc) })}
                    >
                      {firstName(row.nomeDisc)}
                      <PencilIcon />
                    </button>
                  </th>
                  {row.semana.map((d) => (
                    <td key={d.diaSemana}>
                      {d.horario ? (
                        formatClock(d.horario)
                      ) : (
                        <>
                          <span aria-hidden="true" className={styles.none}>
                            —
                          </span>
                          <span className="visually-hidden">{t('alertas.tabela.sem')}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className={styles.done}>
        {saved}
      </p>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('alertas.tabela.editarTitle', { nome: firstName(editing.nomeDisc) }) : ''}
      >
        {editing && (
          <EditForm
            row={editing}
            onSaved={() => {
              setSaved(t('alertas.tabela.salvo', { nome: firstName(editing.nomeDisc) }));
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
