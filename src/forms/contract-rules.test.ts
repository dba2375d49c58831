import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '#shop-api/messages.ts';
import { addressSchema, contactSchema } from '#shop-api/orders.ts';
import { reviewSchema } from '#shop-api/reviews.ts';
import { mostCharactersOf, rulesOf } from './contract-rules.ts';
import { validate } from './validation.ts';

const check = (schema: Parameters<typeof rulesOf>[0], value: string) =>
  validate({ field: value }, { field: { label: 'Title', rules: rulesOf(schema) } }).field ?? null;

describe("a form field's rules read from the contract's schema", () => {
  it("take the schema's most characters, said in the spec's words", () => {
    const title = reviewSchema.entries.title;
    expect(check(title, 'x'.repeat(120))).toBeNull();
    expect(check(title, 'x'.repeat(121))).toBe('Title must be less than 121 characters');
    expect(mostCharactersOf(title)).toBe(120);
  });

  it('make a field required when the schema needs a character, and take its least', () => {
    expect(check(reviewSchema.entries.title, '  ')).toBe('Title is required');
    expect(check(contactMessageSchema.entries.message, 'Too short')).toBe(
      'Title must be at least 10 characters',
    );
  });

  it('leave an optional field free to be empty', () => {
    expect(check(addressSchema.entries.line2, '')).toBeNull();
    expect(check(addressSchema.entries.line2, 'x'.repeat(121))).toBe(
      'Title must be less than 121 characters',
    );
  });

  it("refuse what else the schema refuses, in the schema's words", () => {
    expect(check(contactSchema.entries.phone, 'call me')).toBe(
      'Enter a phone number of 6 to 20 digits',
    );
    expect(check(contactSchema.entries.phone, '+880 1700 000000')).toBeNull();
  });
});
