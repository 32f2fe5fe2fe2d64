import type { VinculoGestor } from '@lunna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import { useAprovarVinculo, useRemoverVinculo, useVinculos } from '../api/escola';
import { useFormatters } from '../../../lib/use-formatters';
import styles from './school-area.module.css';

type Confirm = { vinculo: VinculoGestor; kind: 'recusar' | 'remover' };

/** 'Famílias': families waiting for approval first, then who follows which child. */
export function FamiliesSection() {
  const { t } = useTranslation();
  const labels = useLabels();
  const { formatDate } = useFormatters();
  const vinculos = useVinculos();
  const aprovar = useAprovarVinculo();
  const remover = useRemoverVinculo();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const approve = (v: VinculoGestor) => {
    setError(null);
    aprovar.mutateAsync(v).then(
      () => setStatus(t('escola.familias.aprovado', { nome: v.nomeResp, crianca: v.nomeDisc })),
      (err: Error) => setError(err.message),
    );
  };
  const confirmRemove = () => {
    if (!confirm) return;
    const { vinculo, kind } = confirm;
    setError(null);
    remover.mutateAsync(vinculo).then(
      () => {
        setConfirm(null);
        setStatus(
          kind === 'recusar'
            ? t('escola.familias.recusado', { nome: vinculo.nomeResp })
            : t('escola.familias.removido', { nome: vinculo.nomeResp, crianca: vinculo.nomeDisc }),
        );
      },
      (err: Error) => {
        setConfirm(null);
        setError(err.message);
      },
    );
  };

  const pendentes = vinculos.data?.filter((v) => v.status === 'pendente') ?? [];
  const ativos = vinculos.data?.filter((v) => v.status === 'ativo') ?? [];
  const meta = (v: VinculoGestor) =>
    [
      v.parentesco
        ? t('escola.familias.de', { parentesco: labels.relation(v.parentesco), crianca: v.nomeDisc })
        : v.nomeDisc,
      v.emailResp,
    ].join(' · ');

  return (
    <SettingsSection
      id="familias"
      title={t('escola.familias.title')}
      description={t('escola.familias.description')}
    >
      {vinculos.isPending && <PageLoader />}
      {vinculos.isError && <QueryError error={vinculos.error} onRetry={vinculos.refetch} />}
      {vinculos.data && (
        <>
          <h3 className={styles.subheading}>{t('escola.familias.pendentes', { n: pendentes.length })}</h3>
          {pendentes.length === 0 ? (
            <p className={styles.muted}>{t('escola.familias.nenhumaPendente')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('escola.familias.pendentesLista')}>
              {pendentes.map((v) => (
                <li key={`${v.idResp}:${v.idDisc}`} className={styles.item} data-pending="true">
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>{v.nomeResp}</p>
                    <p className={styles.itemMeta}>{meta(v)}</p>
                    <p className={styles.itemMeta}>
                      {t('escola.familias.desde', { data: formatDate(v.criadoEm) })}
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <Button
                      onClick={() => approve(v)}
                      disabled={aprovar.isPending}
                      aria-label={t('escola.familias.aprovarLabel', {
                        nome: v.nomeResp,
                        crianca: v.nomeDisc,
                      })}
                    >
                      {t('escola.familias.aprovar')}
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => setConfirm({ vinculo: v, kind: 'recusar' })}
                      aria-label={t('escola.familias.recusarLabel', {
                        nome: v.nomeResp,
                        crianca: v.nomeDisc,
                      })}
                    >
                      {t('escola.familias.recusar')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}

          <h3 className={styles.subheading}>{t('escola.familias.ativos', { n: ativos.length })}</h3>
          {ativos.length === 0 ? (
            <p className={styles.muted}>{t('escola.familias.nenhumAtivo')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('escola.familias.ativosLista')}>
              {ativos.map((v) => (
                <li key={`${v.idResp}:${v.idDisc}`} className={styles.item}>
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>{v.nomeResp}</p>
                    <p className={styles.itemMeta}>{meta(v)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    onClick={() => setConfirm({ vinculo: v, kind: 'remover' })}
                    aria-label={t('escola.familias.removerLabel', { nome: v.nomeResp, crianca: v.nomeDisc })}
                  >
                    {t('escola.familias.remover')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {error && <Alert>{error}</Alert>}

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm?.kind === 'recusar' ? t('escola.familias.recusarTitle') : t('escola.familias.removerTitle')
        }
      >
        {confirm && (
          <>
            <p className={styles.muted}>
              {confirm.kind === 'recusar'
                ? t('escola.familias.recusarText', {
                    nome: confirm.vinculo.nomeResp,
                    crianca: confirm.vinculo.nomeDisc,
                  })
                : t('escola.familias.removerText', {
                    nome: confirm.vinculo.nomeResp,
                    crianca: confirm.vinculo.nomeDisc,
                  })}
            </p>
            <div className={styles.actions}>
              <Button onClick={confirmRemove} disabled={remover.isPending} aria-busy={remover.isPending}>
                {confirm.kind === 'recusar'
                  ? t('escola.familias.recusarConfirmar')
                  : t('escola.familias.removerConfirmar')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirm(null)}>
                {t('escola.cancelar')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </SettingsSection>
  );
}
