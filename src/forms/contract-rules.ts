import * as v from 'valibot';
import { maxLength, minLength, required, type Rule } from './validation.ts';

/** A text field's schema in the contract (shop-api/), optional or not. */
export type FieldSchema =
  v.GenericSchema<string> | v.OptionalSchema<v.GenericSchema<string>, undefined>;

/** The length rules of a schema's pipe: `v.minLength(1)`, `v.maxLength(120)`. */
function lengthsOf(schema: FieldSchema) {
  const inner = 'wrapped' in schema ? schema.wrapped : schema;
  const pipe =
    'pipe' in inner ? (inner.pipe as readonly { type: string; requirement?: unknown }[]) : [];
  const requirementOf = (type: string) => {
    const requirement = pipe.find((action) => action.type === type)?.requirement;
    return typeof requirement === 'number' ? requirement : undefined;
  };
  return { min: requirementOf('min_length') ?? 0, max: requirementOf('max_length') };
}

/** The most characters a field's schema takes (what a field cuts a paste at). */
export const mostCharactersOf = (schema: FieldSchema) => lengthsOf(schema).max ?? Infinity;

/**
 * A form field's rules read from the contract's schema of that field, so the form keeps to what
 * the server checks without restating it: required when the schema needs a character, its least
 * and most characters in the spec's words ("must be less than 121 characters" for at most 120),
 * then the schema itself, whose own message says what else it refuses.
 */
export function rulesOf(schema: FieldSchema): Rule<string>[] {
  const { min, max } = lengthsOf(schema);
  const conforms = typedRule(schema, (value: string) => value);
  return [
    ...(min >= 1 ? [required] : []),
    ...(min > 1 ? [minLength(min)] : []),
    // The spec's message names the first length refused.
    ...(max === undefined ? [] : [maxLength(max + 1)]),
    conforms,
  ];
}

/**
 * A rule that checks what was typed, read as the contract's field takes it (`read`: a quantity's
 * digits as a number, dollars as cents), with the field's schema: its own message, or null.
 */
export const typedRule =
  <Input>(schema: v.GenericSchema<Input>, read: (typed: string) => Input): Rule<string> =>
  (typed) => {
    const checked = v.safeParse(schema, read(typed));
    return checked.success ? null : (checked.issues[0]?.message ?? null);
  };
