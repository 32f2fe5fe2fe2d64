import type { EscolaGestor } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SettingsSection } from '../../../components/settings-section';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { useEscolaGestor, useNovoCodigo, useSalvarEscola } from '../api/escola';
import styles from './school-area.module.css';

/** 'Código da escola': what families type at registration, the link to share, and whether they wait for approval. */
export function SchoolCodeSection(props: { escola: EscolaGestor }) {
  // The school as cached now: a save puts the saved school in the cache before it ends, and the end of the
  // save re-renders this section before the page above it has its new copy.
  const escola = useEscolaGestor().data ?? props.escola;
  const { t } = useTranslation();
  const novoCodigo = useNovoCodigo();
  const salvar = useSalvarEscola();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(escola.linkCadastro);
      setStatus(t('escola.codigo.copiado'));
    } catch {
      setStatus(t('escola.codigo.copiarFalhou'));
    }
  };

  const regenerate = () => {
    setError(null);
    novoCodigo.mutateAsync().then(
      (next) => {
        setConfirming(false);
        setStatus(t('escola.codigo.novoGerado', { codigo: next.codigo }));
      },
      (err: Error) => {
        setConfirming(false);
        setError(err.message);
      },
    );
  };

  const setApproval = (aprovarVinculos: boolean) => {
    setError(null);
    const { nome, cnpj, telefone, email, endereco } = escola;
    salvar
      .mutateAsync({
        nome,
        cnpj: cnpj ?? '',
        telefone: telefone ?? '',
        email: email ?? '',
        endereco: endereco ?? '',
        aprovarVinculos,
      })
      .then(
        () => {
          setStatus(
            aprovarVinculos ? t('escola.codigo.aprovacaoLigada') : t('escola.codigo.aprovacaoDesligada'),
          );
        },
        (err: Error) => {
          setError(err.message);
        },
      );
  };

  return (
    <SettingsSection
      id="codigo"
      title={t('escola.codigo.title')}
      description={t('escola.codigo.description')}
    >
      <div className={styles.usage}>
        <span className={styles.label}>{t('escola.codigo.atual')}</span>
        <span className={styles.code} data-testid="codigo-escola">
          {escola.codigo}
        </span>
      </div>
      <div className={styles.linkRow}>
        <TextField
          label={t('escola.codigo.link')}
          value={escola.linkCadastro}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('escola.codigo.copiar')}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('escola.codigo.gerar')}
        </Button>
      </div>
      <Switch
        label={t('escola.codigo.aprovar')}
        description={t('escola.codigo.aprovarDescricao')}
        // The switch moves at once to what is being saved, and goes back if saving fails.
        checked={salvar.isPending ? salvar.variables.aprovarVinculos : escola.aprovarVinculos}
        disabled={salvar.isPending}
        onChange={setApproval}
      />
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {error && <Alert>{error}</Alert>}

      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('escola.codigo.confirmTitle')}>
        <p className={styles.muted}>{t('escola.codigo.confirmText', { codigo: escola.codigo })}</p>
        <div className={styles.actions}>
          <Button onClick={regenerate} disabled={novoCodigo.isPending} aria-busy={novoCodigo.isPending}>
            {t('escola.codigo.confirmar')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('escola.cancelar')}
          </Button>
        </div>
      </Dialog>
    </SettingsSection>
  );
}
