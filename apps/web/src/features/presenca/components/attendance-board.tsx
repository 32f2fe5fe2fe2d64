import type { EntradaLoteResult, PresencaHoje, StatusPresenca } from '@lunna/contract';
import { statusPresencaValues } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { SelectField } from '../../../components/select-field';
import { firstName } from '../../../lib/format';
import { useMyUsuarioId } from '../../../lib/session';
import { getAttendanceClass, setAttendanceClass } from '../../../lib/storage';
import { usePresencaTurma, useTurmasDaEquipe } from '../api/presenca';
import { ChildCard, type Acao } from './child-card';
import { defaultTurma } from './default-turma';
import { EntradaDialog } from './entrada-dialog';
import { EntradaLoteDialog } from './entrada-lote-dialog';
import { ExportDialog } from './export-dialog';
import { FaltaDialog } from './falta-dialog';
import { SaidaDialog } from './saida-dialog';
import { longDate } from './dates';
import { podeEntrar, QuickCheckin } from './quick-checkin';
import styles from './presenca.module.css';
import { QueryError } from '../../../components/query-error';

/** The educator's attendance screen (and the director's, with the CSV export): one class, today, one card per child. */
export function AttendanceBoard({ director }: { director: boolean }) {
  const { t, i18n } = useTranslation();
  const { formatClock } = useFormatters();
  const turmas = useTurmasDaEquipe();
  const usuarioId = useMyUsuarioId();
  const [picked, setPicked] = useState('');
  const idTurma =
    picked ||
    (turmas.data && defaultTurma(turmas.data, usuarioId, usuarioId ? getAttendanceClass(usuarioId) : null));
  const presenca = usePresencaTurma(idTurma);
  const [open, setOpen] = useState<{ acao: Acao; idDisc: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);

  if (turmas.isPending) return <PageLoader />;
  if (turmas.isError) return <QueryError error={turmas.error} onRetry={turmas.refetch} />;

  const crianca = open && presenca.data?.criancas.find((c) => c.idDisc === open.idDisc);
  const close = () => setOpen(null);
  const finished = (acao: Acao) => (result: PresencaHoje) => {
    const nome = crianca ? firstName(crianca.nomeDisc) : '';
    setDone(
      acao === 'entrada'
        ? t('presenca.feitoEntrada', { nome, hora: formatClock(result.entrada?.hora ?? '') })
        : acao === 'saida'
          ? t('presenca.feitoSaida', {
              nome,
              hora: formatClock(result.saida?.hora ?? ''),
              pessoa: result.saida?.pessoa.nome ?? '',
            })
          : t('presenca.feitoFalta', { nome }),
    );
    setOpen(null);
  };
  const finishedBatch = ({ registradas }: EntradaLoteResult) => {
    setDone(
      t('presenca.lote.feito', {
        count: registradas.length,
        hora: formatClock(registradas[0]?.entrada?.hora ?? ''),
      }),
    );
    setSelected(new Set());
    setBatchOpen(false);
  };
  // Ticked children that a refresh shows as no longer free to check in (a colleague did it) drop out of the batch.
  const escolhidas = presenca.data?.criancas.filter((c) => selected.has(c.idDisc) && podeEntrar(c)) ?? [];
  const counts = (status: StatusPresenca) =>
    presenca.data?.criancas.filter((c) => c.status === status).length ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{t('presenca.title')}</h1>
          {presenca.data && (
            <p className={styles.muted}>
              {t('presenca.hoje', { data: longDate(presenca.data.hoje, i18n.language) })}
            </p>
          )}
        </div>
        {director && presenca.data && (
          <Button variant="secondary" onClick={() => setExporting(true)}>
            {t('presenca.exportar')}
          </Button>
        )}
      </header>

      {turmas.data.length === 0 ? (
        <p className={styles.empty}>{t('presenca.semTurmas')}</p>
      ) : (
        <div className={styles.toolbar}>
          <SelectField
            label={t('presenca.turma')}
            placeholder={t('presenca.escolhaTurma')}
            options={turmas.data.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
            value={idTurma ?? ''}
            onChange={(e) => {
              setPicked(e.target.value);
              if (usuarioId && e.target.value) setAttendanceClass(usuarioId, e.target.value);
              setDone(null);
              setSelected(new Set());
            }}
          />
        </div>
      )}

      {done && <Alert tone="success">{done}</Alert>}
      {presenca.isError && <QueryError error={presenca.error} onRetry={presenca.refetch} />}
      {idTurma && presenca.isPending && <PageLoader />}
      {presenca.data && (
        <>
          <ul className={styles.summary} aria-label={t('presenca.resumo')}>
            {statusPresencaValues.map((s) => (
              <li key={s}>{t(`presenca.contagem.${s}`, { n: counts(s) })}</li>
            ))}
          </ul>
          {presenca.data.criancas.length > 0 && presenca.data.data === presenca.data.hoje && (
            <QuickCheckin
              criancas={presenca.data.criancas}
              selected={new Set(escolhidas.map((c) => c.idDisc))}
              onChange={(next) => {
                setDone(null);
                setSelected(next);
              }}
              onConfirm={() => setBatchOpen(true)}
            />
          )}
          {presenca.data.criancas.length === 0 ? (
            <p className={styles.empty}>{t('presenca.turmaVazia')}</p>
          ) : (
            <ul className={styles.grid}>
              {presenca.data.criancas.map((c) => (
                <li key={c.idDisc}>
                  <ChildCard
                    crianca={c}
                    onAction={(acao) => {
                      setDone(null);
                      setOpen({ acao, idDisc: c.idDisc });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {crianca && open?.acao === 'entrada' && (
        <EntradaDialog crianca={crianca} onClose={close} onDone={finished('entrada')} />
      )}
      {crianca && open?.acao === 'saida' && (
        <SaidaDialog crianca={crianca} onClose={close} onDone={finished('saida')} />
      )}
      {crianca && open?.acao === 'falta' && (
        <FaltaDialog crianca={crianca} onClose={close} onDone={finished('falta')} />
      )}
      {batchOpen && idTurma && escolhidas.length > 0 && (
        <EntradaLoteDialog
          idTurma={idTurma}
          criancas={escolhidas}
          onClose={() => setBatchOpen(false)}
          onDone={finishedBatch}
        />
      )}
      {exporting && presenca.data && (
        <ExportDialog hoje={presenca.data.hoje} turmas={turmas.data} onClose={() => setExporting(false)} />
      )}
    </div>
  );
}
