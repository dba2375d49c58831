import { useState } from 'react';
import { sectionText } from '#src/content/sections.ts';

/** What a form gives a text field (`useForm`'s `textField`). */
interface TextFieldBinding {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * Text fields that keep at most their limit: what is typed or pasted past it is cut there, and the
 * field's help says so until the text fits again (a review, an address line: the server refuses more).
 */
export function useCutAtLimit<Name extends string, Field extends TextFieldBinding>(
  textField: (name: Name) => Field,
) {
  const [cut, setCut] = useState<Partial<Record<Name, boolean>>>({});
  return (name: Name, limit: number) => {
    const field = textField(name);
    return {
      ...field,
      onValueChange: (value: string) => {
        setCut((was) => ({ ...was, [name]: value.length > limit }));
        field.onValueChange(value.slice(0, limit));
      },
      helperText: cut[name] ? sectionText.cut(limit) : undefined,
    };
  };
}
