import { paths } from '@/utils/paths';
import { capitalizeWords } from '@/utils/text';

export interface NavLink {
  label: string;
  to: string;
}

/** Header links: up to three categories, then All Products (spec §2). */
export function headerLinks(categories: readonly string[]): NavLink[] {
  return [
    ...categories.map((category) => ({ label: capitalizeWords(category), to: paths.category(category) })),
    { label: 'All Products', to: paths.products },
  ];
}
