import Box from '@mui/material/Box';
import type { Product } from './product';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

interface Props {
  /** `undefined` while loading: shows `skeletons` placeholder cards. */
  products: Product[] | undefined;
  skeletons: number;
  /** Columns from the md breakpoint up; below it 1 (phones) or 2 (small tablets). */
  columns?: number;
  label: string;
}

export function ProductGrid({ products, skeletons, columns = 4, label }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={products === undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {products
        ? products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
    </Box>
  );
}
