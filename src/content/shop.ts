import type { StoreId } from '#shop-api/orders.ts';
import { href, path } from '#src/routing/paths.ts';

/**
 * The shop's own details (docs/decisions/0011-pages-and-flows-the-shop-adds.md): name, contact,
 * social and app-store links, stores and the footer's links. A real shop replaces them here and
 * nowhere else. The phone, e-mail, addresses and outside links are placeholders until the shop has
 * its own.
 */

export interface Store {
  /** As orders name it (shop-api/orders.ts). */
  id: StoreId;
  name: string;
  /** Address lines, first to last. */
  address: readonly string[];
  hours: readonly { days: string; time: string }[];
  phone: Phone;
}

export interface Phone {
  /** As printed. */
  display: string;
  /** As dialled, for `tel:` links. */
  dial: string;
}

export interface SiteLink {
  label: string;
  to: string;
}

const weekHours = [
  { days: 'Saturday to Thursday', time: '10:00 to 20:00' },
  { days: 'Friday', time: '15:00 to 20:00' },
] as const;

/** The pre-order policy's slug is Bengali; links carry it percent-encoded. */
export const preOrderPolicySlug = 'প্রি-অর্ডার-নীতিমালা';

export const shop = {
  name: 'Voltbay',
  tagline: 'Phones, laptops, components and more, online and in our four stores.',
  copyrightYear: 2025,
  supportPhone: { display: '+880 1700-000000', dial: '+8801700000000' },
  email: 'support@voltbay.example',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/voltbay' },
    { network: 'Instagram', url: 'https://www.instagram.com/voltbay' },
    { network: 'YouTube', url: 'https://www.youtube.com/@voltbay' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@voltbay' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/voltbay' },
  ],
  appStores: [
    { store: 'App Store', url: 'https://apps.apple.com/app/voltbay/id6400000000' },
    { store: 'Google Play', url: 'https://play.google.com/store/apps/details?id=example.voltbay' },
  ],
  stores: [
    {
      id: 'circuit-square',
      name: 'Circuit Square',
      address: [
        'Level 4, Shop 412',
        'Circuit Square Shopping Complex',
        '69 Elephant Road, Dhaka 1205',
      ],
      hours: weekHours,
      phone: { display: '+880 1700-000011', dial: '+8801700000011' },
    },
    {
      id: 'riverside',
      name: 'Riverside',
      address: [
        'Level 2, Shop 218',
        'Riverside Shopping Complex',
        '12 Kazi Nazrul Islam Avenue, Dhaka 1215',
      ],
      hours: weekHours,
      phone: { display: '+880 1700-000012', dial: '+8801700000012' },
    },
    {
      id: 'lakeview-mall',
      name: 'Lakeview Mall',
      address: ['Level 6, Shop 6C-21', 'Lakeview Mall', '3 Gulshan Avenue, Dhaka 1212'],
      hours: weekHours,
      phone: { display: '+880 1700-000013', dial: '+8801700000013' },
    },
    {
      id: 'northgate-plaza',
      name: 'Northgate Plaza',
      address: ['Ground Floor, Shop 9', 'Northgate Plaza, Sector 7', 'Uttara, Dhaka 1230'],
      hours: weekHours,
      phone: { display: '+880 1700-000014', dial: '+8801700000014' },
    },
  ] satisfies Store[],
  /** The menu drawer's links; the phone's drawer shows them too. */
  menuLinks: [
    { label: 'Products', to: path.products },
    { label: 'Categories', to: path.categories },
    { label: 'About', to: path.about },
    { label: 'Wishlist', to: path.wishlist },
  ] satisfies SiteLink[],
  /** The footer's link columns, in order. */
  footerLinks: [
    {
      title: 'Company',
      links: [
        { label: 'About Us', to: path.aboutUs },
        { label: 'Find Our Store', to: path.findOurStore },
        { label: 'Shop Address', to: path.contact },
        { label: 'Career', to: path.career },
        { label: 'Blog', to: path.blog },
        { label: 'Press Coverage', to: path.pressCoverage },
      ],
    },
    {
      title: 'Customer care',
      links: [
        { label: 'Order Tracking', to: path.tracking },
        { label: 'Complain / Advice', to: href('page', { slug: 'feedback' }) },
        { label: 'Contact Us', to: path.contactUs },
        { label: 'FAQ', to: path.faq },
      ],
    },
    {
      title: 'Policies',
      links: [
        { label: 'EMI & Payment Policy', to: href('page', { slug: 'emi-and-payment-policy' }) },
        { label: 'Privacy Policy', to: href('page', { slug: 'privacy-policy' }) },
        { label: 'Warranty Policy', to: href('page', { slug: 'warranty-policy' }) },
        { label: 'Exchange Any Device', to: href('page', { slug: 'exchange-policy' }) },
        {
          label: 'Delivery Terms & Conditions',
          to: href('page', { slug: 'delivery-terms-and-conditions' }),
        },
        { label: 'Pre-Order Policy', to: href('page', { slug: preOrderPolicySlug }) },
      ],
    },
  ] satisfies { title: string; links: SiteLink[] }[],
} as const;
