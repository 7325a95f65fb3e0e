import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'onDark';

/** Class names for a button look; also used on links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal') {
  return [styles.button, styles[variant], size === 'small' ? styles.small : ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
};

export function Button({ variant = 'primary', size = 'normal', className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[buttonClass(variant, size), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
