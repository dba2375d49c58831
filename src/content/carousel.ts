/** The texts of the home page's carousels (hero, product sliders, testimonials) for screen readers. */
export const carouselText = {
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  slidePosition: (position: number, count: number) => `${position} of ${count}`,
  showSlide: (position: number, heading: string) => `Show slide ${position}: ${heading}`,
  /** `what` moves: 'Pause the slideshow', 'Pause the testimonials'. */
  pause: (what: string) => `Pause the ${what}`,
  play: (what: string) => `Play the ${what}`,
  previous: (slideName: string) => `Previous ${slideName}`,
  next: (slideName: string) => `Next ${slideName}`,
  /** All the slides of one name, as what the play and pause buttons move. */
  slides: (slideName: string) => `${slideName}s`,
} as const;
