import type { ComponentPropsWithoutRef } from 'react';
import styles from './card.module.css';

export function Card({
  className,
  narrow,
  ...props
}: ComponentPropsWithoutRef<'section'> & { narrow?: boolean }) {
  return (
    <section
      className={[styles.card, narrow ? styles.narrow : null, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
