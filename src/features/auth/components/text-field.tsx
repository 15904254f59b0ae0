// A labelled input of the auth forms, with an optional hint read out with it.
import { useId, type ComponentProps } from 'react';
import * as styles from './auth-dialog.css.ts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange'> & {
  label: string;
  hint?: string;
  onValueChange: (value: string) => void;
};

export function TextField({ label, hint, onValueChange, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
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
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
