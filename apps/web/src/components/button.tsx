import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';
type Look = { variant?: Variant; fullWidth?: boolean };

export const buttonClassName = ({ variant = 'primary', fullWidth }: Look, extra?: string) =>
  [styles.button, styles[variant], fullWidth ? styles.full : null, extra].filter(Boolean).join(' ');

export function Button({
  variant,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & Look) {
  return <button type={type} className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, fullWidth, className, ...props }: LinkProps & Look) {
  return <Link className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}
