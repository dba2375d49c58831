import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

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
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={inputRef}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...inputProps}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
