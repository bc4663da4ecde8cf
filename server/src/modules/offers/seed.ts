import type { Queryable } from '../../platform/db/client';
import type { Offer } from '../../../../rules/offers';
import { writeOffer } from './adminRepository';

const base = {
  maxDiscount: null,
  minCartValue: 0,
  scope: {},
  includeSaleItems: true,
  firstOrderOnly: false,
  oncePerShopper: false,
  totalUses: null,
  startsAt: '2026-11-01T00:00:00+05:30',
  endsAt: null,
  listed: true,
} satisfies Partial<Offer>;

/** The demo shop's offers, over the demo catalogue's categories (catalog/seed): one of each rule. */
export const DEMO_OFFERS: Offer[] = [
  {
    ...base,
    code: 'RUN10',
    title: '10% off running shoes',
    kind: 'percent',
    value: 10,
    maxDiscount: 500,
    scope: { categories: ['Sports Shoes/Running'], label: 'running shoes' },
  },
  { ...base, code: null, title: '₹200 off orders above ₹2,999', kind: 'flat', value: 200, minCartValue: 2999 },
  { ...base, code: 'FIRST15', title: '15% off your first order', kind: 'percent', value: 15, maxDiscount: 1000, firstOrderOnly: true },
  { ...base, code: 'WELCOME', title: '₹250 off', kind: 'flat', value: 250, minCartValue: 1499, oncePerShopper: true, listed: false },
  {
    ...base,
    code: 'EXPIRED',
    title: '20% off for Diwali',
    kind: 'percent',
    value: 20,
    startsAt: '2026-10-15T00:00:00+05:30',
    endsAt: '2026-11-30T00:00:00+05:30',
    listed: false,
  },
  {
    ...base,
    code: 'YOGA20',
    title: '20% off yoga gear, first 100 orders',
    kind: 'percent',
    value: 20,
    maxDiscount: 400,
    scope: { categories: ['Yoga Accessories'], label: 'yoga gear' },
    includeSaleItems: false,
    totalUses: 100,
  },
  {
    ...base,
    code: 'GYM25',
    title: '25% off gym wear',
    kind: 'percent',
    value: 25,
    maxDiscount: 600,
    scope: { categories: ['Gym Wear'], label: 'gym wear' },
    startsAt: '2026-12-05T00:00:00+05:30',
    endsAt: '2027-01-05T00:00:00+05:30',
  },
];

/** The demo offers a database lacks (by code, or an automatic one's title), so it runs at every start and never undoes the shop's changes. */
export async function seedOffers(tx: Queryable): Promise<void> {
  for (const offer of DEMO_OFFERS) await writeOffer(tx, offer, false);
}
