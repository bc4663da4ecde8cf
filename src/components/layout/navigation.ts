import { paths } from '@/app/paths';

export interface NavLink {
  label: string;
  to: string;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Header links: up to three categories, then All Products (spec §2). */
export function headerLinks(categories: readonly string[]): NavLink[] {
  return [
    ...categories.map((category) => ({ label: capitalize(category), to: paths.category(category) })),
    { label: 'All Products', to: paths.products },
  ];
}
