import { MAX_FOTOS_POR_ENVIO, memoriaForm, msg, type TurmaRead } from '@lunna/contract';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { isApiError } from '../../../lib/api-client';
import { firstName } from '../../../lib/format';
import { ACCEPT_IMAGES, imageFileError } from '../../../lib/image-file';
import { translateMessage } from '../../../lib/translate-message';
import { useCriancasDaTurma, useEnviarMemorias } from '../api/memorias';
import styles from './memorias.module.css';
import { QueryError } from '../../../components/query-error';

type Erros = Partial<Record<'fotos' | 'descricao' | 'idsDisc' | 'geral', string>>;

/** Shares photos with the class: several files (previewed), a description, who appears, and for whom. */
export function UploadForm({ turma }: { turma: TurmaRead }) {
  const { t } = useTranslation();
  const id = useId();
  const criancas = useCriancasDaTurma(turma.idTurma);
  const enviar = useEnviarMemorias();
  const [fotos, setFotos] = useState<File[]>([]);
  const [descricao, setDescricao] = useState('');
  const [marcados, setMarcados] = useState<string[]>([]);
  const [somenteMarcados, setSomenteMarcados] = useState(false);
  const [erros, setErros] = useState<Erros>({});
  const [enviadas, setEnviadas] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const previews = useMemo(() => fotos.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [fotos]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const tr = (m: string) => translateMessage(t, m);

  const semConsentimento = (criancas.data ?? []).filter(
    (c) => marcados.includes(c.idDisc) && !c.fotosConsentidas,
  );

  const escolher = (files: FileList | null) => {
    const list = [...(files ?? [])];
    setEnviadas(null);
    const bad = list.map(imageFileError).find(Boolean);
    if (bad) return setErros({ fotos: tr(bad) });
    if (list.length > MAX_FOTOS_POR_ENVIO) return setErros({ fotos: tr(msg.muitasFotos) });
    setErros({});
    setFotos(list);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEnviadas(null);
    const parsed = memoriaForm.safeParse({ descricao, idsDisc: marcados, somenteMarcados });
    const next: Erros = {};
    if (fotos.length === 0) next.fotos = tr(msg.fotosObrigatorias);
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0]) as keyof Erros;
      next[key] ??= tr(issue.message);
    }
    setErros(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    enviar.mutate(
      { payload: { idTurma: turma.idTurma, ...parsed.data }, fotos },
      {
        onSuccess: (res) => {
          setEnviadas(res.itens.length);
          setFotos([]);
          setDescricao('');
          setMarcados([]);
          setSomenteMarcados(false);
          setInputKey((k) => k + 1);
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          setErros({
            fotos: fields?.fotos && tr(fields.fotos),
            idsDisc: fields?.idsDisc && tr(fields.idsDisc),
            descricao: fields?.descricao && tr(fields.descricao),
            geral: fields ? undefined : tr(error.message),
          });
        },
      },
    );
  };

  return (
    <section className={styles.upload} aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className={styles.sectionTitle}>
        {t('memorias.envio.titulo', { turma: turma.nomeTurma })}
      </h2>
      <form onSubmit={submit} noValidate className={styles.uploadForm}>
        <div className={styles.field}>
          <label htmlFor={`${id}-f`} className={styles.label}>
            {t('memorias.envio.fotos')}
          </label>
          <p id={`${id}-fh`} className={styles.muted}>
            {t('memorias.envio.fotosDica', { max: MAX_FOTOS_POR_ENVIO })}
          </p>
          <input
            key={inputKey}
            id={`${id}-f`}
            type="file"
            accept={ACCEPT_IMAGES}
            multiple
            aria-describedby={`${id}-fh${erros.fotos ? ` ${id}-fe` : ''}`}
            aria-invalid={Boolean(erros.fotos)}
            onChange={(e) => escolher(e.target.files)}
          />
          {erros.fotos && (
            <p id={`${id}-fe`} className={styles.error}>
              {erros.fotos}
            </p>
          )}
          {previews.length > 0 && (
            <ul
              className={styles.previews}
              aria-label={t('memorias.envio.escolhidas', { count: previews.length })}
            >
              {previews.map((p) => (
                <li key={p.url}>
                  <img src={p.url} alt={p.file.name} className={styles.preview} />
                </li>
              ))}
            </ul>
          )}
        </div>

        <TextAreaField
          label={t('memorias.envio.descricao')}
          value={descricao}
          onChange={(e) => setDescricao(e.target.value)}
          rows={3}
          maxLength={500}
          error={erros.descricao}
        />

        <fieldset className={styles.tagsField} aria-describedby={`${id}-th`}>
          <legend className={styles.label}>{t('memorias.envio.quemAparece')}</legend>
          <p id={`${id}-th`} className={styles.muted}>
            {t('memorias.envio.quemApareceDica')}
          </p>
          {criancas.isError && <QueryError error={criancas.error} onRetry={criancas.refetch} />}
          <ul className={styles.tagList}>
            {(criancas.data ?? []).map((c) => (
              <li key={c.idDisc}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={marcados.includes(c.idDisc)}
                    onChange={(e) =>
                      setMarcados((m) =>
                        e.target.checked ? [...m, c.idDisc] : m.filter((x) => x !== c.idDisc),
                      )
                    }
                  />
                  <span>{c.nomeDisc}</span>
                  <span className={c.fotosConsentidas ? styles.badge : styles.badgePrivate}>
                    {c.fotosConsentidas
                      ? t('memorias.envio.comConsentimento')
                      : t('memorias.envio.semConsentimento')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {erros.idsDisc && <p className={styles.error}>{erros.idsDisc}</p>}
        </fieldset>

        {semConsentimento.length > 0 && (
          <Alert tone="info">
            {t('memorias.envio.aviso', {
              nomes: semConsentimento.map((c) => firstName(c.nomeDisc)).join(', '),
            })}
          </Alert>
        )}

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={somenteMarcados}
            onChange={(e) => setSomenteMarcados(e.target.checked)}
          />
          {t('memorias.envio.somenteMarcados')}
        </label>

        {erros.geral && <Alert>{erros.geral}</Alert>}
        {enviadas !== null && (
          <Alert tone="success">{t('memorias.envio.sucesso', { count: enviadas })}</Alert>
        )}
        <div>
          <Button type="submit" disabled={enviar.isPending}>
            {enviar.isPending ? t('memorias.envio.enviando') : t('memorias.envio.enviar')}
          </Button>
        </div>
      </form>
    </section>
  );
}
