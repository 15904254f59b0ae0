import type { ComponentProps } from 'react';
import * as styles from './button.css.ts';

type ButtonProps = ComponentProps<'button'> & {
  tone?: 'primary' | 'secondary' | 'ghost';
  shape?: 'default' | 'icon';
};

export function Button({ tone, shape, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.button({ tone, shape }), className].filter(Boolean).join(' ')} {...props} />;
}
