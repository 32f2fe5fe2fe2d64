import type { RegistroDiarioRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { firstName } from '../../../lib/format';
import { useDiarioAoVivo, useDiarioDiscente, useTurmasDiario } from '../api/diario';
import { Autorizacoes } from './autorizacoes';
import { CorrigirDialog } from './corrigir-dialog';
import { diaLongo, vigentes } from './descrever';
import { diaUtil, somarDias } from './datas';
import { RegistroItem } from './registro-item';
import styles from './diario.module.css';

function porDia(registros: RegistroDiarioRead[]) {
  const dias = new Map<string, RegistroDiarioRead[]>();
  for (const r of registros) dias.set(r.data, [...(dias.get(r.data) ?? []), r]);
  return [...dias.entries()];
}

/**
 * A child's diary, day by day or a week at a time, live while open. The family acknowledges incidents and
 * marks what to bring, also for earlier days; staff read it as it stands.
 */
export function DiarioCrianca({
  idDisc,
  nomeDisc,
  familia,
}: {
  idDisc: string;
  nomeDisc: string;
  familia: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const semana = params.get('semana') ?? undefined;
  const data = params.get('data') ?? undefined;
  const diario = useDiarioDiscente(idDisc, semana ? { semana } : data ? { data } : undefined);
  // The school's today (the diary without a date answers it), for the authorisation's default dates.
  const hoje = useDiarioDiscente(idDisc).data?.de;
  useDiarioAoVivo();
  const nome = firstName(nomeDisc);
  const [corrigindo, setCorrigindo] = useState<RegistroDiarioRead | null>(null);
  const [feito, setFeito] = useState<string | null>(null);
  // Staff correct any entry from here (the class page lists only the latest few).
  const corrigir = (r: RegistroDiarioRead) => (familia ? undefined : () => setCorrigindo(r));

  const de = diario.data?.de;
  const modoSemana = Boolean(semana);
  const mover = (passo: 1 | -1) => {
    if (!de) return;
    setParams(modoSemana ? { semana: somarDias(de, 7 * passo) } : { data: diaUtil(de, passo) }, {
      replace: true,
    });
  };
  const registros = diario.data ? vigentes(diario.data.registros) : [];
  const pendentes = diario.data
    ? diario.data.pendentes.filter((p) => !registros.some((r) => r.idRegistro === p.idRegistro))
    : [];

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('diario.tituloCrianca', { nome })}</h1>
      </header>

      <nav className={styles.navDia} aria-label={t('diario.navegar')}>
        <div className={styles.modo} role="group" aria-label={t('diario.ver')}>
          <Button
            variant={modoSemana ? 'secondary' : 'primary'}
            aria-pressed={!modoSemana}
            onClick={() => de && setParams({ data: de }, { replace: true })}
          >
            {t('diario.dia')}
          </Button>
          <Button
            variant={modoSemana ? 'primary' : 'secondary'}
            aria-pressed={modoSemana}
            onClick={() => de && setParams({ semana: de }, { replace: true })}
          >
            {t('diario.semana')}
          </Button>
        </div>
        <div className={styles.setas}>
          <Button variant="secondary" onClick={() => mover(-1)} disabled={!de}>
            {modoSemana ? t('diario.semanaAnterior') : t('diario.diaAnterior')}
          </Button>
          <Button variant="secondary" onClick={() => mover(1)} disabled={!de}>
            {modoSemana ? t('diario.proximaSemana') : t('diario.proximoDia')}
          </Button>
        </div>
        {diario.data && (
          <p className={styles.periodo} aria-live="polite">
            {modoSemana
              ? t('diario.periodoSemana', {
                  de: diaLongo(diario.data.de, lang),
                  ate: diaLongo(diario.data.ate, lang),
                })
              : diaLongo(diario.data.de, lang)}
          </p>
        )}
      </nav>

      {feito && <Alert tone="success">{feito}</Alert>}
      {diario.isError && !diario.data && <QueryError error={diario.error} onRetry={diario.refetch} />}
      {diario.isPending && <PageLoader />}

      {pendentes.length > 0 && (
        <section aria-labelledby="diario-pendentes" className={styles.secaoDestaque}>
          <h2 id="diario-pendentes" className={styles.secaoTitulo}>
            {t('diario.pendentesTitulo')}
          </h2>
          <ol className={styles.timeline}>
            {pendentes.map((r) => (
              <li key={r.idRegistro}>
                <RegistroItem registro={r} familia={familia} comData />
              </li>
            ))}
          </ol>
        </section>
      )}

      {diario.data &&
        (registros.length === 0 ? (
          <p className={styles.vazio}>{t('diario.vazio', { nome })}</p>
        ) : (
          porDia(registros).map(([dia, lista]) => (
            <section key={dia} aria-label={diaLongo(dia, lang)} className={styles.secao}>
              {modoSemana && <h2 className={styles.secaoTitulo}>{diaLongo(dia, lang)}</h2>}
              <ol className={styles.timeline}>
                {lista.map((r) => (
                  <li key={r.idRegistro}>
                    <RegistroItem registro={r} familia={familia} onCorrigir={corrigir(r)} />
                  </li>
                ))}
              </ol>
            </section>
          ))
        ))}

      <Autorizacoes idDisc={idDisc} nome={nome} familia={familia} hoje={hoje} />
      {corrigindo && (
        <CorrigirDialog
          registro={corrigindo}
          nome={nome}
          onClose={() => setCorrigindo(null)}
          onDone={(m) => {
            setFeito(m);
            setCorrigindo(null);
          }}
        />
      )}
    </div>
  );
}

/** Staff open a child's diary from the class: the name comes from their classes. */
export function DiarioCriancaEquipe({ idDisc }: { idDisc: string }) {
  const turmas = useTurmasDiario();
  const nome = turmas.data?.flatMap((x) => x.discentes).find((d) => d.idDisc === idDisc)?.nomeDisc;
  if (turmas.isPending) return <PageLoader />;
  return <DiarioCrianca idDisc={idDisc} nomeDisc={nome ?? ''} familia={false} />;
}
