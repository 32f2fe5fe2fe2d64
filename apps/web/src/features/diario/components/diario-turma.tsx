import type { DiarioTurmaHoje, RegistroDiarioRead, TurmaRead } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SelectField } from '../../../components/select-field';
import { firstName } from '../../../lib/format';
import { useMyUsuarioId } from '../../../lib/session';
import { translateMessage } from '../../../lib/translate-message';
import {
  useCardapioDaSemana,
  useDiarioAoVivo,
  useDiarioTurmaHoje,
  useFilaDiario,
  useRecusadosDiario,
  useTurmasDiario,
} from '../api/diario';
import { CorrigirDialog } from './corrigir-dialog';
import { diaLongo, vigentes } from './descrever';
import { acoes, refeicaoAgora, type Acao } from './estado-registro';
import { IconeAcao } from './icones';
import { RegistroDialog } from './registro-dialog';
import { RegistroItem } from './registro-item';
import styles from './diario.module.css';

type Crianca = DiarioTurmaHoje['criancas'][number];

/** The educator's own class with children first; else any class with children; else the first. */
export function turmaPadrao(turmas: TurmaRead[], meuId: string | undefined): string | undefined {
  const comAlunos = turmas.filter((x) => !x.arquivada && x.quantidadeAlunos > 0);
  return (comAlunos.find((x) => x.pedagogos.some((p) => p.idUsuario === meuId)) ?? comAlunos[0] ?? turmas[0])
    ?.idTurma;
}

function ChildTile({ c, selected, onToggle }: { c: Crianca; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const faltas = [
    ...c.refeicoesSemRegistro.map((r) => t(`diario.refeicao.${r}`)),
    ...(c.semSono && c.presente ? [t('diario.semSonoCurto')] : []),
  ];
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={selected}
      data-ausente={c.presente ? undefined : 'true'}
      onClick={onToggle}
    >
      <Avatar name={c.nomeDisc} photo={c.imgDisc} size={64} />
      <span className={styles.tileNome}>{firstName(c.nomeDisc)}</span>
      <span className={styles.tileEstado}>{c.presente ? t('diario.presente') : t('diario.ausente')}</span>
      {c.incidentesPendentes > 0 && (
        <span className={styles.tileAlerta}>
          {t('diario.incidentesPendentes', { count: c.incidentesPendentes })}
        </span>
      )}
      {c.presente && faltas.length > 0 && (
        <span className={styles.tileFalta}>{t('diario.falta', { itens: faltas.join(', ') })}</span>
      )}
      {c.medicacaoPrevista.length > 0 && (
        <span className={styles.tileAlerta}>
          {t('diario.remedioPrevisto', { nomes: c.medicacaoPrevista.map((m) => m.medicamento).join(', ') })}
        </span>
      )}
      <span className={styles.tileCheck} aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
    </button>
  );
}

/**
 * The class diary (educator and director): tap the children, tap what happened. Present children are offered
 * first; an entry for the whole class is one tap on "Todos presentes" and one on the kind. Entries written
 * offline wait on the device and go when the connection is back.
 */
export function DiarioTurma({ idTurmaInicial }: { idTurmaInicial?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const turmas = useTurmasDiario();
  const meuId = useMyUsuarioId();
  const [picked, setPicked] = useState(idTurmaInicial ?? '');
  const idTurma = picked || (turmas.data ? turmaPadrao(turmas.data, meuId) : undefined);
  const hoje = useDiarioTurmaHoje(idTurma);
  const cardapio = useCardapioDaSemana();
  const aguardando = useFilaDiario();
  const { recusados, descartar } = useRecusadosDiario();
  useDiarioAoVivo();
  const [selecionadas, setSelecionadas] = useState<string[]>([]);
  const [soPresentes, setSoPresentes] = useState(false);
  const [acao, setAcao] = useState<Acao | null>(null);
  const [corrigindo, setCorrigindo] = useState<{ registro: RegistroDiarioRead; nome: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (turmas.isPending) return <PageLoader />;
  // A failed refresh (offline) keeps what was loaded: the page stays usable and entries go to the queue.
  if (turmas.isError && !turmas.data) return <QueryError error={turmas.error} onRetry={turmas.refetch} />;

  const criancas = hoje.data?.criancas ?? [];
  const visiveis = soPresentes ? criancas.filter((c) => c.presente) : criancas;
  const escolhidas = criancas.filter((c) => selecionadas.includes(c.idDisc));
  const presentes = criancas.filter((c) => c.presente).map((c) => c.idDisc);
  const toggle = (id: string) =>
    setSelecionadas((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const dia = hoje.data?.data;
  const horarios = Object.fromEntries(
    (cardapio.data?.dias.find((d) => d.data === dia)?.refeicoes ?? []).map((r) => [r.refeicao, r.horario]),
  );

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('diario.titulo')}</h1>
        {dia && <p className={styles.muted}>{diaLongo(dia, i18n.language)}</p>}
      </header>

      {aguardando > 0 && (
        <p className={styles.fila} role="status">
          {t('diario.aguardandoConexao', { count: aguardando })}
        </p>
      )}

      {recusados.map((r) => (
        <Alert key={r.payload.chave}>
          <p>
            {t('diario.recusado', {
              tipo: t(`diario.acao.${acaoDoTipo(r.payload.registros[0]?.registro.detalhes.tipo)}`),
              hora: formatTime(r.criadoEm, i18n.language),
            })}{' '}
            {translateMessage(t, r.mensagem)}
          </p>
          <Button variant="secondary" onClick={() => descartar(r.payload.chave)}>
            {t('diario.entendi')}
          </Button>
        </Alert>
      ))}

      {turmas.data.length === 0 ? (
        <p className={styles.muted}>{t('diario.semTurmas')}</p>
      ) : (
        turmas.data.length > 1 && (
          <SelectField
            label={t('diario.turma')}
            placeholder={t('diario.escolhaTurma')}
            options={turmas.data.map((x) => ({ value: x.idTurma, label: x.nomeTurma }))}
            value={idTurma ?? ''}
            onChange={(e) => {
              setPicked(e.target.value);
              setSelecionadas([]);
              setDone(null);
            }}
            className={styles.turmaPicker}
          />
        )
      )}

      {done && <Alert tone="success">{done}</Alert>}
      {hoje.isError && !hoje.data && <QueryError error={hoje.error} onRetry={hoje.refetch} />}
      {idTurma && hoje.isPending && <PageLoader />}

      {hoje.data && (
        <>
          <section aria-labelledby="diario-criancas" className={styles.secao}>
            <div className={styles.secaoTopo}>
              <h2 id="diario-criancas" className={styles.secaoTitulo}>
                {t('diario.criancas')}
              </h2>
              <p className={styles.muted} aria-live="polite">
                {t('diario.selecionadas', { count: escolhidas.length })}
              </p>
            </div>
            <div className={styles.barraSelecao}>
              <Button
                variant="secondary"
                onClick={() => setSelecionadas(presentes)}
                disabled={presentes.length === 0}
              >
                {t('diario.todosPresentes', { count: presentes.length })}
              </Button>
              <Button
                variant="ghost"
                onClick={() => setSelecionadas([])}
                disabled={selecionadas.length === 0}
              >
                {t('diario.limpar')}
              </Button>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={soPresentes}
                  onChange={(e) => setSoPresentes(e.target.checked)}
                />
                {t('diario.soPresentes')}
              </label>
            </div>
            {criancas.length === 0 ? (
              <p className={styles.muted}>{t('diario.turmaVazia')}</p>
            ) : (
              <ul className={styles.tiles}>
                {visiveis.map((c) => (
                  <li key={c.idDisc}>
                    <ChildTile
                      c={c}
                      selected={selecionadas.includes(c.idDisc)}
                      onToggle={() => toggle(c.idDisc)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="diario-acoes" className={styles.secao}>
            <h2 id="diario-acoes" className={styles.secaoTitulo}>
              {t('diario.registrar')}
            </h2>
            {escolhidas.length === 0 && <p className={styles.muted}>{t('diario.escolhaPrimeiro')}</p>}
            <ul className={styles.acoes}>
              {acoes.map((a) => (
                <li key={a}>
                  <button
                    type="button"
                    className={styles.acao}
                    data-acao={a}
                    disabled={escolhidas.length === 0}
                    onClick={() => setAcao(a)}
                  >
                    <IconeAcao acao={a} />
                    <span>{t(`diario.acao.${a}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="diario-ultimos" className={styles.secao}>
            <h2 id="diario-ultimos" className={styles.secaoTitulo}>
              {t('diario.ultimos')}
            </h2>
            <ul className={styles.porCrianca}>
              {(escolhidas.length ? escolhidas : criancas).map((c) => {
                const lista = vigentes(c.ultimos);
                return (
                  <li key={c.idDisc}>
                    <section aria-label={c.nomeDisc} className={styles.criancaDia}>
                      <h3 className={styles.criancaNome}>
                        <Avatar name={c.nomeDisc} photo={c.imgDisc} size={36} />
                        {c.nomeDisc}
                      </h3>
                      {lista.length === 0 ? (
                        <p className={styles.muted}>{t('diario.nadaAinda')}</p>
                      ) : (
                        <ol className={styles.timeline}>
                          {lista.map((r) => (
                            <li key={r.idRegistro}>
                              <RegistroItem
                                registro={r}
                                familia={false}
                                onCorrigir={() => setCorrigindo({ registro: r, nome: firstName(c.nomeDisc) })}
                              />
                            </li>
                          ))}
                        </ol>
                      )}
                      <Link to={`/diario/${c.idDisc}`} className={styles.verTudo}>
                        {t('diario.verDia', { nome: firstName(c.nomeDisc) })}
                      </Link>
                    </section>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}

      {acao && idTurma && dia && (
        <RegistroDialog
          acao={acao}
          idTurma={idTurma}
          data={dia}
          criancas={escolhidas}
          refeicao={refeicaoAgora(new Date(), horarios)}
          onClose={() => setAcao(null)}
          onDone={(m) => {
            setDone(m);
            setAcao(null);
          }}
        />
      )}
      {corrigindo && (
        <CorrigirDialog
          registro={corrigindo.registro}
          nome={corrigindo.nome}
          onClose={() => setCorrigindo(null)}
          onDone={(m) => {
            setDone(m);
            setCorrigindo(null);
          }}
        />
      )}
    </div>
  );
}

/** The quick action an entry's kind was written with (a note is written from "Humor e nota"). */
function acaoDoTipo(tipo: string | undefined): Acao {
  return tipo === undefined || tipo === 'nota' ? 'humor' : (tipo as Acao);
}
