import { describe, expect, it } from 'vitest';
import { heroNotes, heroSlides } from './home.ts';

// The hero's promises as the checkout keeps them (docs/decisions/0016-what-is-shown-when.md).
describe("the hero's texts", () => {
  const amounts = { freeDeliveryOver: '$123.45' };
  const texts = [
    ...heroSlides(amounts).flatMap((slide) => [slide.heading, slide.subheading]),
    ...heroNotes(amounts).flatMap((note) => [note.title, note.detail]),
  ].join('\n');

  it('name the free-delivery amount they are given, and no other', () => {
    expect(texts).toContain('free delivery on orders over $123.45');
    expect(heroNotes(amounts)[0].detail).toBe('On orders over $123.45');
    expect(texts.match(/\$\d[\d,]*(?:\.\d\d)?/g)).toEqual(['$123.45', '$123.45']);
  });

  it('promise no online or card payment: cash on delivery or at the store', () => {
    expect(heroNotes(amounts)[2]).toMatchObject({
      title: 'Cash on Delivery',
      detail: 'Or pay at the store when you collect',
    });
    expect(texts).not.toMatch(/secure|card|online payment|instal|emi\b/i);
  });
});
