/** A shopper's words on the home page. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  avatar: string;
  quote: string;
}

/** The avatars' intrinsic size, so each <img> reserves its space before the file loads. */
export const testimonialAvatarSize = { width: 96, height: 96 } as const;

export const testimonials: readonly Testimonial[] = [
  {
    id: 'amina-rahman',
    name: 'Amina Rahman',
    role: 'University student, Dhaka',
    avatar: '/images/testimonials/amina-rahman.svg',
    quote:
      'I ordered a laptop for my thesis on Sunday evening and it reached my hostel by Tuesday noon. The staff on the phone told me honestly that 8 GB would be enough for my work, which saved me a fair bit.',
  },
  {
    id: 'david-chen',
    name: 'David Chen',
    role: 'Game developer',
    avatar: '/images/testimonials/david-chen.svg',
    quote:
      'I ordered a monitor online for pickup and collected it from the store on my way home, paying at the counter. They had it unboxed and checked for dead pixels before I got there.',
  },
  {
    id: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    role: 'Architect',
    avatar: '/images/testimonials/sofia-alvarez.svg',
    quote:
      'The first printer I bought could not handle A3 drawings, which was my mistake. Voltbay took it back without any fuss and helped me choose one that does.',
  },
  {
    id: 'rafiq-hossain',
    name: 'Rafiq Hossain',
    role: 'Frequent traveller',
    avatar: '/images/testimonials/rafiq-hossain.svg',
    quote:
      'I needed a power bank that airlines would accept in cabin luggage. They explained the watt-hour limits, and the one I bought has been through six flights without a question at security.',
  },
];
