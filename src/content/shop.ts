/** The shop's own details; a real shop replaces them here and nowhere else. */
export const shop = {
  name: 'Voltbay',
  tagline: 'Phones, laptops, components and more, online and in our four stores.',
  copyrightYear: 2025,
} as const;
