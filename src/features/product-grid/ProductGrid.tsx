import { memo } from 'react';
import Box from '@mui/material/Box';
import { HydrationBoundary } from '@/components/HydrationBoundary';
import type { Product } from '@/entities/product/product';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

interface Props {
  /** `undefined` while loading: shows `skeletons` placeholder cards. */
  products: Product[] | undefined;
  skeletons: number;
  /** Columns from the md breakpoint up; below it 2 (phones from 360px and small tablets), 1 on narrower screens. */
  columns?: number;
  label: string;
  /** The grid opens the page: its first picture is the likely largest paint. */
  aboveTheFold?: boolean;
}

/** Cards in the first row at the widest: what a phone's first screen shows, and more. */
const FIRST_ROW = 4;

/**
 * Memoized: a listing re-renders for what the grid does not show (the filters sheet asking for its
 * facets, the sort menu), and the cards would otherwise re-render with it — a tap's worth of work
 * on a phone for each.
 */
export const ProductGrid = memo(function ProductGrid({ products, skeletons, columns = 4, label, aboveTheFold = false }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={products === undefined}
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2, md: 3 },
        gridTemplateColumns: '1fr',
        // Two cards side by side on phones, as shoppers expect; only under 360px is one card per row legible.
        '@media (min-width: 360px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [theme.breakpoints.up('md')]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      })}
    >
      {products ? (
        <>
          {products.slice(0, FIRST_ROW).map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={aboveTheFold && index === 0} />
            </li>
          ))}
          {/* The rest of the grid hydrates after the first row (on a phone, below the fold). */}
          <HydrationBoundary>
            {products.slice(FIRST_ROW).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </HydrationBoundary>
        </>
      ) : (
        Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))
      )}
    </Box>
  );
});
