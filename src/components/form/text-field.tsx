import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useId, type ChangeEvent, type RefCallback } from 'react';
import { authFieldText } from '#src/content/auth.ts';
import { limits } from '#src/forms/validation.ts';

// The props both controls accept, so one field can render either.
type ControlProps = Omit<InputProps & TextareaProps, 'onChange' | 'value'>;

interface TextFieldProps extends ControlProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message; the field is marked invalid and the message read with it. */
  error?: string | undefined;
  helperText?: string;
  /** A text area (for a message; give it `rows`) instead of a one-line input. */
  multiline?: boolean;
  inputRef?: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
}

/** A labelled input (or text area) whose error sits under it and is tied to it for screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required,
  multiline,
  inputRef,
  ...controlProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  // Ark ties the error to the input with aria-errormessage only, which many screen readers skip.
  const describedBy = [error && errorId, helperText && helperId].filter(Boolean).join(' ');
  const control = {
    'aria-describedby': describedBy || undefined,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea ref={inputRef} {...control} {...controlProps} />
      ) : (
        <Input ref={inputRef} {...control} {...controlProps} />
      )}
      {helperText && <Field.HelperText id={helperId}>{helperText}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A required e-mail field: the e-mail keyboard on phones, and the browser's saved address. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A required new password, with the length rule said up front and the browser's suggestion. */
export function NewPasswordField(props: TextFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      helperText={authFieldText.newPasswordHelp(limits.passwordMin)}
      required
      {...props}
    />
  );
}
