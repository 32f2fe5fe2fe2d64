import type { EnqueteRead } from '@lunna/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { useFormatters } from '../../../lib/use-formatters';
import { useVotar } from '../api/enquetes';
import styles from './enquetes.module.css';
import { Resultados } from './resultados';

/** A poll card: the pedagogue, the period, the question and the four options (a vote form or the results). */
export function EnqueteCard({
  enquete,
  idDisc,
  actions,
}: {
  enquete: EnqueteRead;
  idDisc?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatDayMonth } = useFormatters();
  const headingId = `enquete-${enquete.idEnquete}-pergunta`;
  const [changing, setChanging] = useState(false);
  const canVote = Boolean(idDisc) && enquete.podeVotar && (enquete.meuVoto === null || changing);
  return (
    <article
      id={`enquete-${enquete.idEnquete}`}
      className={[styles.card, styles[`cor-${enquete.cor ?? 'purple'}`]].join(' ')}
      aria-labelledby={headingId}
    >
      <header className={styles.cardHeader}>
        <Avatar name={enquete.pedagogo.nome} photo={enquete.pedagogo.ftPerfil} size={48} />
        <div>
          <p className={styles.author}>{enquete.pedagogo.nome}</p>
          <p className={styles.period}>
            {t('enquetes.periodo', {
              inicio: formatDayMonth(enquete.inicio),
              fim: formatDayMonth(enquete.fim),
            })}{' '}
            · {enquete.nomeTurma}
          </p>
        </div>
        <span className={[styles.status, styles[`status-${enquete.situacao}`]].join(' ')}>
          {t(`enquetes.situacao.${enquete.situacao}`)}
        </span>
      </header>
      <h3 id={headingId} className={styles.question}>
        {enquete.pergunta}
      </h3>
      {canVote && idDisc ? (
        <VoteForm enquete={enquete} idDisc={idDisc} onDone={() => setChanging(false)} />
      ) : enquete.totalVotos !== null ? (
        <>
          <Resultados enquete={enquete} />
          {idDisc && enquete.podeVotar && (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('enquetes.mudarVoto')}
            </Button>
          )}
        </>
      ) : (
        <ul className={styles.plainOptions}>
          {enquete.opcoes.map((o) => (
            <li key={o.idOpcao}>{o.texto}</li>
          ))}
        </ul>
      )}
      {actions}
    </article>
  );
}

function VoteForm({ enquete, idDisc, onDone }: { enquete: EnqueteRead; idDisc: string; onDone: () => void }) {
  const { t } = useTranslation();
  const votar = useVotar();
  const [choice, setChoice] = useState<string | null>(enquete.meuVoto);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return setMissing(true);
        votar.mutate({ idEnquete: enquete.idEnquete, idDisc, idOpcao: choice }, { onSuccess: onDone });
      }}
    >
      <fieldset
        className={styles.options}
        aria-describedby={missing ? `${enquete.idEnquete}-faltando` : undefined}
      >
        <legend className={styles.visuallyHidden}>{enquete.pergunta}</legend>
        {enquete.opcoes.map((o) => (
          <label key={o.idOpcao} className={styles.option}>
            <input
              type="radio"
              name={`voto-${enquete.idEnquete}`}
              value={o.idOpcao}
              checked={choice === o.idOpcao}
              onChange={() => {
                setChoice(o.idOpcao);
                setMissing(false);
              }}
            />
            {o.texto}
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={`${enquete.idEnquete}-faltando`} className={styles.error}>
          {t('enquetes.escolhaUma')}
        </p>
      )}
      {votar.error && <Alert>{votar.error.message}</Alert>}
      <Button type="submit" disabled={votar.isPending} aria-busy={votar.isPending}>
        {t('enquetes.votar')}
      </Button>
    </form>
  );
}
