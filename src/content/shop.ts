import { stores } from '#shop-api/stores.ts';
import { href, path } from '#src/routing/paths.ts';

/**
 * The shop's own details (docs/decisions/0011-pages-and-flows-the-shop-adds.md): name, contact,
 * social and app-store links, stores (from shop-api/stores.ts) and the footer's links. A real shop
 * replaces them here and nowhere else. The phone, e-mail and outside links are placeholders until
 * the shop has its own.
 */

export interface SiteLink {
  label: string;
  to: string;
}

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
  /** The stores, kept with the API contract: the server's e-mails name them too. */
  stores,
  /** The menu drawer's links; the phone's drawer shows them too. */
  menuLinks: [
    { label: 'Products', to: path.products },
    { label: 'Offers', to: path.offers },
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
        { label: 'Offers & Promo Codes', to: path.offers },
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
