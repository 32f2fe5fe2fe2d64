import type { RegistroDiarioRead } from '@lunna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-message';
import { useCorrigirRegistro } from '../api/diario';
import { descrever } from './descrever';
import { detalhesDe, estadoDe, type Acao, type Estado } from './estado-registro';
import { RegistroCampos } from './registro-campos';
import { errosDe, instanteDe } from './registro-dialog';
import styles from './diario.module.css';

const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/**
 * Fixes an entry: never a silent edit. The educator says why, then writes what is right (or voids it);
 * the family sees the new version marked "corrigido" with the reason.
 */
export function CorrigirDialog({
  registro,
  nome,
  onClose,
  onDone,
}: {
  registro: RegistroDiarioRead;
  nome: string;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const acao: Acao = registro.detalhes.tipo === 'nota' ? 'humor' : registro.detalhes.tipo;
  const [estado, setEstado] = useState(() => estadoDe(registro.detalhes, hhmm));
  const set = (patch: Partial<Estado>) => setEstado((e) => ({ ...e, ...patch }));
  const [horario, setHorario] = useState(() => hhmm(registro.ocorridoEm));
  const [motivo, setMotivo] = useState('');
  const [anular, setAnular] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [chave] = useState(() => crypto.randomUUID());
  const corrigir = useCorrigirRegistro();

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const detalhes = detalhesDe(acao, estado, (v) => instanteDe(registro.data, v));
    const found = anular ? {} : errosDe(t, detalhes);
    if (motivo.trim().length < 5) found.motivo = t('validation.motivoObrigatorio');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = anular
      ? { chave, motivo: motivo.trim(), anular: true }
      : {
          chave,
          motivo: motivo.trim(),
          registro: { ocorridoEm: instanteDe(registro.data, horario), detalhes },
        };
    corrigir.mutate(
      { idRegistro: registro.idRegistro, payload },
      { onSuccess: () => onDone(t('diario.corrigido', { nome })) },
    );
  };
  const motivoErro =
    errors.motivo ?? (isApiError(corrigir.error) ? corrigir.error.fields?.motivo : undefined);

  return (
    <Dialog open onClose={onClose} title={t('diario.corrigirTitulo', { nome })} className={styles.dialog}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          {t('diario.corrigirAntes', { texto: descrever(t, registro, i18n.language) })}
        </p>
        <TextAreaField
          label={t('diario.campo.motivo')}
          hint={t('diario.campo.motivoDica')}
          rows={2}
          maxLength={500}
          value={motivo}
          onChange={(ev) => setMotivo(ev.target.value)}
          error={motivoErro ? translateMessage(t, motivoErro) : undefined}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={anular} onChange={(ev) => setAnular(ev.target.checked)} />
          {t('diario.campo.anular')}
        </label>
        {!anular && (
          <>
            <TextField
              type="time"
              label={acao === 'sono' ? t('diario.campo.inicio') : t('diario.campo.horario')}
              value={horario}
              onChange={(ev) => setHorario(ev.target.value)}
            />
            <RegistroCampos acao={acao} estado={estado} set={set} criancas={[]} errors={errors} />
          </>
        )}
        {corrigir.isError && !motivoErro && <Alert>{corrigir.error.message}</Alert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('diario.cancelar')}
          </Button>
          <Button type="submit" disabled={corrigir.isPending}>
            {t('diario.salvarCorrecao')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
