import { detalhesRegistro, type AutorizacaoMedicacaoRead, type DetalhesRegistro } from '@lunna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { firstName } from '../../../lib/format';
import { translateMessage } from '../../../lib/translate-message';
import { useAutorizacoes, useLancarDiario } from '../api/diario';
import { detalhesDe, estadoInicial, type Acao, type Estado } from './estado-registro';
import { RegistroCampos } from './registro-campos';
import styles from './diario.module.css';

/** "10:45" now, on the device. */
export const agoraHhmm = () => new Date().toTimeString().slice(0, 5);

/** A time of the school day `data` as an instant (the device's time zone is the school's). */
export const instanteDe = (data: string, hhmm: string) => new Date(`${data}T${hhmm}:00`).toISOString();

/** The contract's own rules, before sending: one message per field, in the interface language. */
export function errosDe(
  t: (k: string, o: { defaultValue: string }) => string,
  d: DetalhesRegistro,
): Record<string, string> {
  const parsed = detalhesRegistro.safeParse(d);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'geral');
    errors[field] ??= translateMessage(t, issue.message);
  }
  return errors;
}

/** Current authorisations of the child (not revoked, covering today), the ones a dose may follow. */
export const autorizacoesVigentes = (list: AutorizacaoMedicacaoRead[], data: string) =>
  list.filter((a) => !a.revogadaEm && a.dataInicio <= data && a.dataFim >= data);

type Props = {
  acao: Acao;
  idTurma: string;
  /** The school's today (the diary's day). */
  data: string;
  criancas: { idDisc: string; nomeDisc: string }[];
  refeicao: Estado['refeicao'];
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Records one kind of entry for the chosen children; the time is now unless the educator changes it. */
export function RegistroDialog({ acao, idTurma, data, criancas, refeicao, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [estado, setEstado] = useState(() => estadoInicial(refeicao));
  const set = (patch: Partial<Estado>) => setEstado((e) => ({ ...e, ...patch }));
  const [horario, setHorario] = useState(agoraHhmm);
  const [horarioMudou, setHorarioMudou] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Made once per entry: sending again (the offline queue, a second tap) never stores it twice.
  const [chave] = useState(() => crypto.randomUUID());
  const lancar = useLancarDiario();
  const uma = criancas.length === 1 ? criancas[0] : undefined;
  const autorizacoes = useAutorizacoes(acao === 'medicacao' ? uma?.idDisc : undefined);
  const vigentes = autorizacoes.data ? autorizacoesVigentes(autorizacoes.data.autorizacoes, data) : [];
  const semAutorizacao = isApiError(lancar.error) && lancar.error.code === 'AUTORIZACAO_MEDICACAO_NECESSARIA';
  const nomes = criancas.map((c) => firstName(c.nomeDisc)).join(', ');
  const titulo = t(`diario.acaoTitulo.${acao}`, { nomes });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const detalhes = detalhesDe(acao, estado, (hhmm) => instanteDe(data, hhmm));
    const found = errosDe(t, detalhes);
    if (acao === 'refeicao' && !estado.quantidade) found.quantidade = t('validation.obrigatorio');
    if (acao === 'humor' && !estado.humor && !estado.nota.trim()) found.nota = t('diario.humorOuNota');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ocorridoEm = horarioMudou ? { ocorridoEm: instanteDe(data, horario) } : {};
    const registros = criancas.map((c) => {
      const excecao = detalhes.tipo === 'refeicao' ? estado.excecoes[c.idDisc] : undefined;
      return {
        idDisc: c.idDisc,
        registro: {
          ...ocorridoEm,
          detalhes: excecao && detalhes.tipo === 'refeicao' ? { ...detalhes, quantidade: excecao } : detalhes,
        },
      };
    });
    lancar.mutate(
      { idTurma, payload: { chave, registros } },
      {
        onSuccess: (result) =>
          onDone(
            result
              ? t('diario.feito', { tipo: t(`diario.acao.${acao}`), nomes })
              : t('diario.guardadoOffline', { tipo: t(`diario.acao.${acao}`), nomes }),
          ),
      },
    );
  };

  const serverFields = isApiError(lancar.error) ? Object.entries(lancar.error.fields ?? {}) : [];
  const horarioErro = serverFields.find(([k]) => k.endsWith('ocorridoEm'))?.[1];
  const fimErro = serverFields.find(([k]) => k.endsWith('detalhes.fim'))?.[1];

  return (
    <Dialog open onClose={onClose} title={titulo} className={styles.dialog}>
      {acao === 'medicacao' && !uma ? (
        <Alert tone="info">{t('diario.remedioUmaCrianca')}</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            type="time"
            label={acao === 'sono' ? t('diario.campo.inicio') : t('diario.campo.horario')}
            hint={horarioMudou ? undefined : t('diario.campo.agora')}
            value={horario}
            onChange={(ev) => {
              setHorario(ev.target.value);
              setHorarioMudou(true);
            }}
            error={horarioErro ? translateMessage(t, horarioErro) : undefined}
          />
          <RegistroCampos
            acao={acao}
            estado={estado}
            set={set}
            criancas={criancas}
            errors={{ ...errors, ...(fimErro ? { fim: translateMessage(t, fimErro) } : {}) }}
          />

          {semAutorizacao && (
            <div role="alert" className={styles.alertaRemedio}>
              <p className={styles.alertaTitulo}>{t('diario.semAutorizacaoTitulo')}</p>
              <p>{translateMessage(t, lancar.error?.message ?? '')}</p>
              {vigentes.length === 0 && (
                <p>{t('diario.semAutorizacoes', { nome: uma ? firstName(uma.nomeDisc) : '' })}</p>
              )}
            </div>
          )}
          {acao === 'medicacao' && vigentes.length > 0 && (
            <section className={styles.autorizacoesBox} aria-label={t('diario.autorizacoesAtuais')}>
              <p className={styles.legend}>{t('diario.autorizacoesAtuais')}</p>
              <ul className={styles.listaSimples}>
                {vigentes.map((a) => (
                  <li key={a.idAutorizacao} className={styles.autorizacaoItem}>
                    <span>
                      <strong>{a.medicamento}</strong> · {a.dose.toLocaleString(i18n.language)}{' '}
                      {t(`diario.unidade.${a.unidade}`)} · {a.horarios}
                    </span>
                    <Button
                      variant={estado.idAutorizacao === a.idAutorizacao ? 'primary' : 'secondary'}
                      aria-pressed={estado.idAutorizacao === a.idAutorizacao}
                      onClick={() => {
                        set({
                          medicamento: a.medicamento,
                          dose: String(a.dose),
                          unidade: a.unidade,
                          idAutorizacao: a.idAutorizacao,
                        });
                        lancar.reset();
                      }}
                    >
                      {t('diario.usarAutorizacao')}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {lancar.isError && !semAutorizacao && !horarioErro && !fimErro && (
            <Alert>{lancar.error.message}</Alert>
          )}
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={onClose}>
              {t('diario.cancelar')}
            </Button>
            <Button type="submit" disabled={lancar.isPending}>
              {t('diario.salvar')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
