import type { Product } from '@/entities/product/product';
import { asArray, asString, isRecord } from '@/utils/guards';
import { readChart, type SizeChart } from './sizeChart';
import index from './charts/index.json';
import apparelMen from './charts/apparel-men.json';
import apparelWomen from './charts/apparel-women.json';
import shoesKids from './charts/shoes-kids.json';
import shoesMen from './charts/shoes-men.json';
import shoesWomen from './charts/shoes-women.json';

// Every chart file, by id; a shop adds one here and names it in charts/index.json.
const CHARTS = new Map(
  [shoesMen, shoesWomen, shoesKids, apparelMen, apparelWomen]
    .map(readChart)
    .filter((chart): chart is SizeChart => chart !== null)
    .map((chart) => [chart.id, chart]),
);

export interface GuideTab {
  label: string;
  chart: SizeChart;
}

/** The tabs of a product's size guide, the one its gender names first. */
export interface Guide {
  tabs: GuideTab[];
  initialTab: number;
}

interface Entry {
  category: string;
  brand: string;
  charts: Array<[label: string, id: string]>;
}

const ENTRIES: Entry[] = asArray(isRecord(index) ? index.entries : [])
  .filter(isRecord)
  .map((entry) => ({
    category: asString(entry.category).toLowerCase(),
    brand: asString(entry.brand).toLowerCase(),
    charts: isRecord(entry.charts) ? Object.entries(entry.charts).map(([label, id]): [string, string] => [label, asString(id)]) : [],
  }));

const KIDS = /\b(kids?|boys?|girls?|junior|children)\b/i;

/** The Kids tab is for a product whose gender or category says so, and only then. */
function isForKids(product: Pick<Product, 'gender' | 'category' | 'parentCategory'>): boolean {
  return [product.gender, product.category, product.parentCategory].some((text) => KIDS.test(text));
}

const brandOf = (product: Pick<Product, 'specifications'>) =>
  product.specifications.find((spec) => spec.label.toLowerCase() === 'brand')?.value.toLowerCase() ?? '';

/**
 * The size guide of a product, or null when it has none: the chart entry for its category (its
 * brand's own first), with the tabs whose chart holds every one of its sizes — 'Short Handle',
 * '16 kg' or 'One Size' match no chart, and a product gets no guide rather than a wrong one.
 */
export function guideFor(
  product: Pick<Product, 'category' | 'parentCategory' | 'gender' | 'sizes' | 'specifications'>,
  entries: readonly Entry[] = ENTRIES,
  charts: ReadonlyMap<string, SizeChart> = CHARTS,
): Guide | null {
  if (product.sizes.length === 0) return null;
  const category = product.category.toLowerCase();
  const brand = brandOf(product);
  const forCategory = entries.filter((entry) => entry.category === category && (entry.brand === '' || entry.brand === brand));
  const entry = forCategory.find((item) => item.brand !== '') ?? forCategory[0];
  if (!entry) return null;
  const kids = isForKids(product);
  const tabs = entry.charts
    .filter(([label]) => (label.toLowerCase() === 'kids') === kids)
    .map(([label, id]) => ({ label, chart: charts.get(id) }))
    .filter((tab): tab is GuideTab => tab.chart !== undefined)
    .filter((tab) => product.sizes.every((size) => tab.chart.rows.some((row) => row.size === size)));
  if (tabs.length === 0) return null;
  const gender = product.gender.toLowerCase();
  const initialTab = Math.max(
    0,
    tabs.findIndex((tab) => tab.label.toLowerCase() === gender),
  );
  return { tabs, initialTab };
}

export type { Entry as GuideEntry };
