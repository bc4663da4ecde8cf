import type { SeedAttribute, SeedProduct } from './types';

/**
 * The brand of each demo product, by slug: brands common in Indian sports retail, so the brand
 * facet and brand searches have something real to show. Kept apart from the catalogue tables,
 * whose rows stay readable.
 */
export const SEED_BRANDS: Record<string, string> = {
  'men-cotton-kurta-navy': 'Fabindia',
  'men-linen-kurta-white': 'Fabindia',
  'men-track-pants-classic': 'Shiv Naresh',
  'men-track-pants-slim': 'Nivia',
  'men-sports-tshirt-polo': 'Proline',
  'men-sports-tshirt-round': 'Nivia',
  'men-nehru-jacket': 'Manyavar',
  'women-sports-bra-high': 'Enamor',
  'women-sports-bra-yoga': 'Enamor',
  'women-leggings-high-waist': 'Go Colors',
  'women-leggings-printed': 'Go Colors',
  'women-cotton-kurti-a-line': 'Biba',
  'women-rayon-kurti-straight': 'W',
  'women-running-jacket': 'HRX',
  'acc-gym-duffel-bag': 'Wildcraft',
  'acc-sling-bag': 'Skybags',
  'acc-steel-bottle-1l': 'Milton',
  'acc-shaker-bottle': 'Boldfit',
  'acc-running-cap': 'HRX',
  'acc-sports-headband': 'Boldfit',
  'adjustable-dumbbell-set-20kg': 'Kore',
  'resistance-band-set-5': 'Boldfit',
  'skipping-rope-speed': 'Strauss',
  'gym-gloves-pro-grip': 'Kobo',
  'ab-roller-wheel': 'Strauss',
  'foam-roller-45cm': 'Strauss',
  'commercial-treadmill-t900': 'PowerMax Fitness',
  'elliptical-cross-trainer-e7': 'Cockatoo',
  'home-gym-station-hg5': 'Kore',
  'cricket-bat-english-willow': 'SG',
  'football-size-5-match': 'Nivia',
  'badminton-racket-carbon': 'Yonex',
  'running-shoe-aerostride': 'Campus',
  'running-shoe-cloudpace-women': 'Sparx',
  'running-shoe-stride-lite': 'Campus',
  'running-shoe-dash-women': 'Sparx',
  'training-shoe-crossfit': 'HRX',
  'cricket-spikes-pro': 'SS',
  'badminton-court-shoe': 'Yonex',
  'trail-shoe-ridge': 'Wildcraft',
  'agility-ladder-6m': 'Vector X',
  'training-cones-set-20': 'Vector X',
  'kettlebell-16kg': 'Kore',
  'weighted-vest-10kg': 'Kobo',
  'battle-rope-12m': 'Aurion',
  'heart-rate-monitor-chest': 'Polar',
  'dri-fit-tshirt-men': 'Proline',
  'compression-shorts': 'Boldfit',
  'gym-joggers': 'Alcis',
  'stringer-tank': 'Alcis',
  'training-hoodie': 'HRX',
  'seamless-gym-set-women': 'Blissclub',
  'yoga-mat-6mm-tpe': 'Boldfit',
  'yoga-block-pair': 'Strauss',
  'yoga-strap-cotton': 'Strauss',
  'meditation-cushion': 'Kosha Yoga Co.',
  'cork-yoga-mat': 'Kosha Yoga Co.',
  'trekking-backpack-50l': 'Wildcraft',
  'camping-tent-2p': 'Wildcraft',
  'cycling-helmet': 'Vector 91',
  'trekking-poles-pair': 'Trawoc',
  'swimming-goggles-anti-fog': 'Speedo',
};

/** The product with its brand as the first attribute after `featured`, when it has one. */
export function withBrand(p: SeedProduct): SeedProduct {
  const brand = SEED_BRANDS[p.slug];
  if (!brand) return p;
  const attribute: SeedAttribute = ['brand', [brand]];
  const at = p.attributes[0]?.[0] === 'featured' ? 1 : 0;
  return { ...p, attributes: [...p.attributes.slice(0, at), attribute, ...p.attributes.slice(at)] };
}
