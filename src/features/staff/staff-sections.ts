import { staffText } from '#src/features/staff/text.ts';
import { href } from '#src/routing/paths.ts';

/** The staff's pages, in the staff navigation's order: `/staff/<section>` (path.staff). */
export const staffSections = {
  orders: { label: staffText.nav.orders },
  reviews: { label: staffText.nav.reviews },
  questions: { label: staffText.nav.questions },
  stock: { label: staffText.nav.stock },
  products: { label: staffText.nav.products },
  offers: { label: staffText.nav.offers },
  messages: { label: staffText.nav.messages },
} as const;

export type StaffSection = keyof typeof staffSections;

export const staffHref = (section: StaffSection) => href('staff', { section });

/** The section a `:section` parameter names, whatever its case; undefined for none of them. */
export function staffSectionOf(param: string | undefined): StaffSection | undefined {
  const section = param?.toLowerCase();
  return section && Object.hasOwn(staffSections, section) ? (section as StaffSection) : undefined;
}
