import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import styles from './seguranca.module.css';

/**
 * The recovery codes, shown this once: copy them, download them as a .txt, and say they are kept before
 * the panel closes (they cannot be shown again, only replaced).
 */
export function RecoveryCodes({ codigos, onDone }: { codigos: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const checkId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [kept, setKept] = useState(false);
  const [status, setStatus] = useState('');

  useLayoutEffect(() => heading.current?.focus(), []);

  const text = [t('security.codes.fileTitle'), '', ...codigos, '', t('security.codes.fileHint')].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codigos.join('\n'));
      setStatus(t('security.codes.copied'));
    } catch {
      setStatus(t('security.codes.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'lunna-codigos-de-recuperacao.txt';
    a.click();
    URL.revokeObjectURL(url);
    setStatus(t('security.codes.downloaded'));
  };

  return (
    <section className={styles.codesPanel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.methodTitle}>
        {t('security.codes.title')}
      </h3>
      <p>{t('security.codes.explain')}</p>
      <ol className={styles.codes} aria-label={t('security.codes.listLabel')}>
        {codigos.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.codes.download')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {status}
      </p>
      <div className={styles.check}>
        <input id={checkId} type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        <label htmlFor={checkId}>{t('security.codes.kept')}</label>
      </div>
      <div className={styles.actions}>
        <Button disabled={!kept} onClick={onDone}>
          {t('security.codes.done')}
        </Button>
      </div>
    </section>
  );
}
