import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { buttonClassName } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { sendContactMessage, type SendResult } from '../api/send-contact-message';
import { translateMessage } from '../../../lib/translate-message';
import styles from './landing.module.css';

const FIELDS = ['nome', 'telefone', 'email', 'assunto', 'mensagem'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

/** Loaded on first use: the validation library stays out of the landing page's initial download. */
const loadSchema = () => import('@lunna/contract/contato').then((m) => m.contatoForm);

export function ContactForm() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | SendResult>('idle');
  const openedAt = useRef(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const translate = (message: string) => translateMessage(t, message);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      [...FIELDS, 'website'].map((name) => [name, String(data.get(name) ?? '')]),
    );
    const schema = await loadSchema();
    const parsed = schema.safeParse({ ...values, abertoEm: openedAt.current });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= translate(issue.message);
      }
      setErrors(found);
      const first = FIELDS.find((name) => found[name]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus('sending');
    const result = await sendContactMessage(parsed.data);
    setStatus(result);
    if (result.kind === 'sent') form.current?.reset();
    if (result.kind === 'invalid')
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, translate(v)])));
  }

  const field = (name: FieldName) => ({
    name,
    label: t(`contato.${name}`),
    error: errors[name],
    required: true,
    onChange: () => errors[name] && setErrors((current) => ({ ...current, [name]: undefined })),
  });

  return (
    <section
      id="formulario-contato"
      className={[styles.section, styles.contact].join(' ')}
      aria-labelledby="formulario-contato-title"
    >
      <h2 id="formulario-contato-title" className={styles.sectionTitle}>
        {t('contato.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('contato.intro')}</p>
      <form ref={form} className={styles.contactForm} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField {...field('nome')} autoComplete="name" maxLength={120} />
        <TextField {...field('telefone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
        <TextField {...field('email')} type="email" autoComplete="email" maxLength={254} />
        <TextField {...field('assunto')} maxLength={120} />
        <TextAreaField {...field('mensagem')} rows={6} maxLength={4000} className={styles.wide} />
        {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {t('contato.website')}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className={styles.wide} aria-live="polite">
          {status !== 'idle' && status !== 'sending' && status.kind === 'sent' && (
            <Alert tone="success">{t('contato.success', { protocolo: status.protocolo })}</Alert>
          )}
          {status !== 'idle' && status !== 'sending' && status.kind === 'failed' && (
            <Alert tone="error">{status.message ? translate(status.message) : t('contato.failure')}</Alert>
          )}
        </div>
        <button
          type="submit"
          className={buttonClassName({ variant: 'primary' }, styles.wide)}
          disabled={status === 'sending'}
        >
          {status === 'sending' ? t('contato.sending') : t('contato.send')}
        </button>
      </form>
    </section>
  );
}
