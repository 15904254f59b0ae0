// A labelled input of the auth forms, with an optional hint read out with it, and what is wrong
// with it beside it (aria-invalid, aria-describedby), as well as in the toast (issue 28).
import { useId, type ComponentProps } from 'react';
import * as styles from './auth-dialog.css.ts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange'> & {
  label: string;
  hint?: string;
  /** What is wrong with the value, or undefined. */
  error?: string | undefined;
  onValueChange: (value: string) => void;
};

export function TextField({ label, hint, error, onValueChange, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
