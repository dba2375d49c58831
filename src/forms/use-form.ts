import { useRef, useState, type FormEvent } from 'react';
import { validate, type FormErrors, type FormSpec } from './validation.ts';

type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values];

/**
 * A form's typed values and messages. Fields are checked on submit; after a first submit they are
 * checked as the shopper types, so a message goes away as soon as it is fixed. On submit with
 * errors, focus moves to the first invalid field. Values stay as typed whatever the outcome.
 */
export function useForm<Values extends object>(
  spec: FormSpec<Values>,
  initial: Values,
  /** Told every change, as where the values are kept beyond the form (the checkout's machine). */
  onChange?: (values: Values) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  // Read by handlers only, never drawn: a ref, so a valid first submit (the checkout's step that
  // moves on) does not draw the form again on the tap.
  const submitted = useRef(false);
  const elements = useRef(new Map<keyof Values, HTMLElement>());

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onChange?.(next);
    if (submitted.current) setErrors(validate(next, spec));
  };

  /** Pass as a field's `ref`, so focus can move to it when it is the first invalid one. */
  const register = (name: keyof Values) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const handleSubmit = (onValid: (values: Values) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found = validate(values, spec);
    const firstInvalid = (Object.keys(spec) as (keyof Values)[]).find((name) => found[name]);
    // A valid submit with no message shown changes nothing to draw.
    if (firstInvalid !== undefined || Object.keys(errors).length > 0) setErrors(found);
    if (firstInvalid === undefined) onValid(values);
    else elements.current.get(firstInvalid)?.focus();
  };

  /** Moves focus to a field, as after an answer that concerns it. */
  const focus = (name: keyof Values) => elements.current.get(name)?.focus();

  /** Back to the initial values with no messages, as a new form (after it was sent). */
  const reset = () => {
    setValues(initial);
    setErrors({});
    submitted.current = false;
  };

  /** Everything a `TextField` of a text value needs, wired to the form. */
  const textField = (name: TextFieldName<Values>) => ({
    name: String(name),
    label: spec[name].label,
    value: values[name] as string,
    onValueChange: (value: string) => setValue(name, value as Values[typeof name]),
    error: errors[name],
    inputRef: register(name),
  });

  return { values, errors, setValue, register, handleSubmit, focus, reset, textField };
}
