import type { Queryable } from '../../platform/db/client';
import type { StoreInfoDto } from './contract';
import { slugify } from '../../platform/text';

export const CATEGORIES = [
  'Fitness Accessories',
  'Sports Equipment',
  'Sports Shoes',
  'Training Gear',
  'Gym Wear',
  'Yoga Accessories',
  'Outdoor Sports',
];

const categoryImages: Record<string, string> = Object.fromEntries(
  [...CATEGORIES, 'default'].map((c) => [c, `/media/categories/${slugify(c)}.svg`]),
);

const policy = (title: string, paragraphs: string[]) =>
  `<h2>${title}</h2>` +
  paragraphs.map((p) => `<p>${p}</p>`).join('') +
  '<p>Questions? Write to <a href="mailto:{{companyEmail}}">{{companyEmail}}</a> or call {{companyPhone}}.</p>';

/** Image URLs are stored relative (/media/…) and made absolute per request. */
export const STORE_INFO: StoreInfoDto = {
  storeName: 'Stride & Sweat Sports',
  companyName: 'Stride & Sweat Retail Pvt. Ltd.',
  companyAddress: '2nd Floor, 48 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025, India',
  companyEmail: 'support@strideandsweat.in',
  companyPhone: '+91 80 4718 2290',
  companyLogoUrl: '/media/brand/logo.svg',
  description:
    'Stride & Sweat Sports brings gym, running, yoga and outdoor gear to athletes across India, ' +
    'with free shipping, easy returns and support from people who train too.',
  categories: CATEGORIES,
  categoryImages,
  socialLinks: {
    instagram: 'https://www.instagram.com/strideandsweat',
    facebook: 'https://www.facebook.com/strideandsweat',
    twitter: 'https://twitter.com/strideandsweat',
  },
  policies: {
    shipping: policy('Shipping Policy', [
      '<img src="{{companyLogoUrl}}" alt="{{companyName}} logo" width="64" height="64">',
      '{{companyName}} ships every order free of charge anywhere in India.',
      'Normal orders are delivered in 0-7 working days; bulk orders in 10-15 business days.',
      'Orders are dispatched from our warehouse at {{companyAddress}}.',
    ]),
    about: policy('About Us', [
      '{{companyName}} was started by runners and lifters who wanted honest gear at fair prices.',
      'Visit us at {{companyAddress}}.',
    ]),
  },
};

/** The demo store's identity, once: from then on it is the shop's own data, edited in the database. */
export async function seedStoreInfo(tx: Queryable): Promise<void> {
  await tx.query('INSERT INTO store_info (id, data) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING', [JSON.stringify(STORE_INFO)]);
}
