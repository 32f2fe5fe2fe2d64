import type { PreferenciasContaPayload } from '@lunna/contract';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { SettingsSection } from '../../../components/settings-section';
import {
  CONTRASTE_PADRAO,
  FONT_STOPS,
  HIGH_CONTRAST_FROM,
  TAMANHO_FONTE_PADRAO,
  nearestFontStop,
} from '../../../lib/appearance';
import i18n, { LANGUAGES, isSupported } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useApplyAccountPrefs, useSaveAccountPrefs } from '../api/preferencias';
import styles from './preferencias.module.css';

/** Slider moves are saved this long after the last one. */
const SAVE_DELAY_MS = 500;

const CONTRAST_STOPS = [
  { key: 'suave', value: 0 },
  { key: 'padrao', value: CONTRASTE_PADRAO },
  { key: 'alto', value: 100 },
] as const;

const contrastName = (v: number) =>
  v >= HIGH_CONTRAST_FROM
    ? 'alto'
    : v === CONTRASTE_PADRAO
      ? 'padrao'
      : v < CONTRASTE_PADRAO
        ? 'suave'
        : 'forte';

/** Saves the latest changes once the person stops moving a slider (and at once when leaving the page). */
function useDebouncedSave() {
  const save = useSaveAccountPrefs();
  const { mutate } = save;
  const pending = useRef<PreferenciasContaPayload>({});
  const timer = useRef<number | undefined>(undefined);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const changes = pending.current;
    pending.current = {};
    if (Object.keys(changes).length > 0) mutate(changes);
  }, [mutate]);
  useEffect(() => flush, [flush]);
  const schedule = (changes: PreferenciasContaPayload, now = false) => {
    pending.current = { ...pending.current, ...changes };
    window.clearTimeout(timer.current);
    if (now) flush();
    else timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
  };
  return { schedule, save };
}

/**
 * Configurações › Idioma e acessibilidade: language for the whole portal, text size (four labelled stops)
 * and contrast (the top is the high-contrast mode). Kept on the account and applied at once to every page.
 */
export function AppearanceSections() {
  const { t } = useTranslation();
  const session = useSession();
  const apply = useApplyAccountPrefs();
  const { schedule, save } = useDebouncedSave();
  const languageId = useId();
  const fontId = useId();
  const fontHintId = useId();
  const contrastId = useId();
  const contrastHintId = useId();

  if (session.isError) return <QueryError error={session.error} onRetry={session.refetch} />;
  if (!session.data) return <PageLoader />;
  const { tamanhoFonte, contraste } = session.data;
  const idioma = isSupported(session.data.idioma) ? session.data.idioma : 'pt-BR';
  const fontStop = nearestFontStop(tamanhoFonte);
  const contrastStop = contrastName(contraste);

  const setFont = (value: number, now = false) => {
    apply({ tamanhoFonte: value });
    schedule({ tamanhoFonte: value }, now);
  };
  const setContrast = (value: number, now = false) => {
    apply({ contraste: value });
    schedule({ contraste: value }, now);
  };
  const setLanguage = (lang: string) => {
    if (!isSupported(lang)) return;
    apply({ idioma: lang });
    void i18n.changeLanguage(lang);
    schedule({ idioma: lang }, true);
  };

  return (
    <SettingsSection
      id="aparencia"
      title={t('preferencias.aparencia.title')}
      description={t('preferencias.aparencia.description')}
    >
      <div className={styles.control}>
        <label htmlFor={languageId} className={styles.controlLabel}>
          {t('preferencias.aparencia.idioma')}
        </label>
        <select
          id={languageId}
          className={styles.select}
          value={idioma}
          onChange={(e) => setLanguage(e.target.value)}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang.code} value={lang.code} lang={lang.code}>
              {lang.name}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.control}>
        <div className={styles.sliderHead}>
          <label htmlFor={fontId} className={styles.controlLabel}>
            {t('preferencias.aparencia.tamanhoFonte')}
          </label>
          <span className={styles.sliderValue} aria-hidden="true">
            {t(`preferencias.aparencia.fonte.${fontStop}`)}
          </span>
        </div>
        <input
          id={fontId}
          type="range"
          className={styles.range}
          min={0}
          max={100}
          step={1}
          value={tamanhoFonte}
          aria-valuetext={t(`preferencias.aparencia.fonte.${fontStop}`)}
          aria-describedby={fontHintId}
          onChange={(e) => setFont(Number(e.target.value))}
        />
        <div className={styles.stops} role="group" aria-label={t('preferencias.aparencia.tamanhoFonte')}>
          {FONT_STOPS.map((stop) => (
            <button
              key={stop.key}
              type="button"
              className={styles.stop}
              aria-pressed={fontStop === stop.key}
              onClick={() => setFont(stop.value, true)}
            >
              {t(`preferencias.aparencia.fonte.${stop.key}`)}
            </button>
          ))}
        </div>
        <p id={fontHintId} className={styles.hint}>
          {t('preferencias.aparencia.fonteHint', { padrao: t('preferencias.aparencia.fonte.medio') })}
        </p>
      </div>

      <div className={styles.control}>
        <div className={styles.sliderHead}>
          <label htmlFor={contrastId} className={styles.controlLabel}>
            {t('preferencias.aparencia.contraste')}
          </label>
          <span className={styles.sliderValue} aria-hidden="true">
            {t(`preferencias.aparencia.contrasteNivel.${contrastStop}`)}
          </span>
        </div>
        <input
          id={contrastId}
          type="range"
          className={styles.range}
          min={0}
          max={100}
          step={1}
          value={contraste}
          aria-valuetext={t(`preferencias.aparencia.contrasteNivel.${contrastStop}`)}
          aria-describedby={contrastHintId}
          onChange={(e) => setContrast(Number(e.target.value))}
        />
        <div className={styles.stops} role="group" aria-label={t('preferencias.aparencia.contraste')}>
          {CONTRAST_STOPS.map((stop) => (
            <button
              key={stop.key}
              type="button"
              className={styles.stop}
              aria-pressed={contrastStop === stop.key}
              onClick={() => setContrast(stop.value, true)}
            >
              {t(`preferencias.aparencia.contrasteNivel.${stop.key}`)}
            </button>
          ))}
        </div>
        <p id={contrastHintId} className={styles.hint}>
          {t('preferencias.aparencia.contrasteHint')}
        </p>
      </div>

      <div className={styles.preview}>
        <p className={styles.previewLabel}>{t('preferencias.aparencia.previa')}</p>
        <p className={styles.previewText}>{t('preferencias.aparencia.previaTexto')}</p>
        <p className={styles.previewMuted}>{t('preferencias.aparencia.previaDetalhe')}</p>
      </div>

      <p className={styles.status} role="status">
        {save.isSuccess && !save.isPending ? t('preferencias.salvo') : ''}
      </p>
      {save.isError && <Alert>{save.error.message}</Alert>}
      {(tamanhoFonte !== TAMANHO_FONTE_PADRAO || contraste !== CONTRASTE_PADRAO) && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            apply({ tamanhoFonte: TAMANHO_FONTE_PADRAO, contraste: CONTRASTE_PADRAO });
            schedule({ tamanhoFonte: TAMANHO_FONTE_PADRAO, contraste: CONTRASTE_PADRAO }, true);
          }}
        >
          {t('preferencias.aparencia.restaurar')}
        </button>
      )}
    </SettingsSection>
  );
}
