import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { useGetProductsQuery } from '@/entities/product/catalogApi';
import { ProductGrid } from '@/features/product-grid/ProductGrid';
import { useGetStoreInfoQuery } from '@/features/store-info/storeInfoApi';
import { FEATURED_LIMIT, featuredRequest } from './homeContent';
import { SectionHeading } from './SectionHeading';

/** Spec §4/§7: the first store category's first 4 products; a failure is only logged. */
export function FeaturedProducts() {
  const storeInfo = useGetStoreInfoQuery();
  const categoriesKnown = storeInfo.isSuccess || storeInfo.isError;
  const { data, isError, error, isLoading, isUninitialized } = useGetProductsQuery(
    featuredRequest(storeInfo.data?.categories, storeInfo.isError),
    { skip: !categoriesKnown },
  );

  useEffect(() => {
    if (isError) console.error('Failed to load featured products', error);
  }, [isError, error]);

  const loading = isUninitialized || isLoading;
  const products = isError ? [] : data?.products;
  return (
    <Container component="section" aria-labelledby="featured-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading
        id="featured-heading"
        title="Featured Products"
        action={
          <Button component={RouterLink} to={paths.products}>
            View All
          </Button>
        }
      />
      {!loading && products?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>No featured products available at the moment.</Typography>
      ) : (
        <ProductGrid products={loading ? undefined : products} skeletons={FEATURED_LIMIT} columns={4} label="Featured products" />
      )}
    </Container>
  );
}
