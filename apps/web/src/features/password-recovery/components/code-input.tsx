import { CODIGO_LENGTH } from '@lunna/contract';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './recovery.module.css';

type Props = {
  value: string[];
  onChange: (value: string[]) => void;
  errorId?: string | undefined;
  invalid?: boolean;
};

const clean = (text: string) => text.replace(/[^a-z0-9]/gi, '').toUpperCase();

/** Five one-character boxes: typing moves forward, Backspace moves back, pasting the code fills them all. */
export function CodeInput({ value, onChange, errorId, invalid }: Props) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(CODIGO_LENGTH - 1, index))]?.focus();

  const setChar = (index: number, char: string) => onChange(value.map((c, i) => (i === index ? char : c)));

  const fillFrom = (index: number, text: string) => {
    const chars = clean(text)
      .slice(0, CODIGO_LENGTH - index)
      .split('');
    if (chars.length === 0) return;
    onChange(value.map((c, i) => (i >= index && i - index < chars.length ? (chars[i - index] ?? c) : c)));
    focusBox(index + chars.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = clean(event.clipboardData.getData('text'));
    // A whole code pasted anywhere fills every box; a fragment fills from the current box.
    fillFrom(text.length >= CODIGO_LENGTH ? 0 : index, text);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      setChar(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className={styles.codeGroup} aria-describedby={errorId}>
      <legend className={styles.codeLegend}>{t('recovery.codeLegend')}</legend>
      <div className={styles.codeBoxes}>
        {value.map((char, index) => (
          <input
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className={styles.codeBox}
            value={char}
            aria-label={t('recovery.codeChar', { number: index + 1, total: CODIGO_LENGTH })}
            aria-invalid={invalid ? true : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            maxLength={CODIGO_LENGTH}
            onPaste={onPaste(index)}
            onKeyDown={onKeyDown(index)}
            onFocus={(event) => event.target.select()}
            onChange={(event) => {
              const text = clean(event.target.value);
              if (text.length === 2 && char) {
                // Typed into a filled box: keep the character just typed (the one before the caret).
                const caret = event.target.selectionStart ?? text.length;
                const typed = clean(event.target.value.slice(caret - 1, caret)) || text.slice(-1);
                setChar(index, typed);
                focusBox(index + 1);
              } else if (text.length > 1) {
                fillFrom(index, text); // autofill or paste: spread the characters
              } else {
                setChar(index, text);
                if (text) focusBox(index + 1);
              }
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
