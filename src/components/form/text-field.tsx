import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId, type Ref } from 'react';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message; the field is marked invalid and the message read with it. */
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error sits under it and is tied to it for screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  helperText,
  required,
  inputRef,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  // Ark ties the error to the input with aria-errormessage only, which many screen readers skip.
  const describedBy = [error && errorId, helperText && helperId].filter(Boolean).join(' ');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {helperText && <Field.HelperText id={helperId}>{helperText}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
