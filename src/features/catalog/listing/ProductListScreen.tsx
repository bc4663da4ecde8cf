import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { SMOOTH_SCROLL_STATE } from '@/utils/navigationState';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';
import { listingPath } from './listingPath';
import { SubjectHead } from '@/features/seo/SubjectHead';
import { ActiveFilters } from '@/features/search/ActiveFilters';
import { ListingRefineBar } from '@/features/search/ListingRefineBar';
import { activeFilterCount, withoutFilters } from '@/features/search/searchState';
import { LISTING_FACETS, useListingSearch } from '@/features/search/useListingSearch';
import { useGetProductsQuery } from '@/entities/product/catalogApi';
import { GridToggle, type GridColumns } from './GridToggle';
import { ListingPagination } from '@/features/product-grid/ListingPagination';
import { LISTING_PAGE_SIZE, listingHeading, readListingParams, toListRequest } from './listingQuery';
import { ProductGrid } from '@/features/product-grid/ProductGrid';
import { SubCategoryFilter } from './SubCategoryFilter';

const SKELETON_CARDS = 12;

export function ProductListScreen() {
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const heading = listingHeading(params);
  usePageTitle(heading);
  const [columns, setColumns] = useState<GridColumns>(3);
  const request = toListRequest(params);
  // Sorted or filtered (size, colour, brand, price, on sale), the listing asks /search instead.
  const listing = useListingSearch({ category: params.category, parentCategory: params.parentCategory, gender: request.gender, featured: params.featured });
  const plain = useGetProductsQuery(request, { skip: listing.refined });
  // currentData, not data: a new filter or page shows skeletons rather than the previous page.
  const { currentData, isError, refetch } = listing.refined ? listing.search : plain;
  const filtersInUse = listing.refined && activeFilterCount(listing.state, LISTING_FACETS) > 0;

  const update = (change: Record<string, string | null>, state?: unknown) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { state });
  };
  const chooseSubCategory = (parentCategory: string) => update({ parentCategory, page: null });
  const changePage = (page: number) => {
    update({ page: page > 1 ? String(page) : null }, SMOOTH_SCROLL_STATE);
  };

  return (
    <ScreenFrame width="lg">
      <SubjectHead
        subject={{
          kind: 'listing',
          heading,
          // A sorted or filtered listing is the plain one in another order or part: that is its canonical address.
          path: listingPath(listing.refined ? { ...params, page: 1 } : params),
          page: params.page,
          pageSize: LISTING_PAGE_SIZE,
          products: currentData?.products ?? [],
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, flexGrow: 1 }}>
          {heading}
        </Typography>
        {params.category && (
          <SubCategoryFilter category={params.category} value={params.parentCategory} onChange={chooseSubCategory} />
        )}
        {!params.featured && <ListingRefineBar listing={listing} />}
        <GridToggle value={columns} onChange={setColumns} />
      </Box>
      <ActiveFilters state={listing.state} facets={LISTING_FACETS} onChange={listing.change} />

      {isError ? (
        <Alert
          severity="error"
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try Again
              </Button>
              <ReportProblemButton color="inherit" size="small" />
            </>
          }
        >
          Failed to load products. Please try again.
        </Alert>
      ) : currentData && currentData.products.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography sx={{ mb: 2 }}>No products found with the selected filters.</Typography>
          {filtersInUse ? (
            <Button variant="outlined" onClick={() => listing.change(withoutFilters(listing.state))}>
              Clear Filters
            </Button>
          ) : params.parentCategory && (
            <Button variant="outlined" onClick={() => chooseSubCategory('')}>
              Clear Filters
            </Button>
          )}
        </Box>
      ) : (
        <>
          <ProductGrid products={currentData?.products} skeletons={SKELETON_CARDS} columns={columns} label={heading} aboveTheFold />
          {currentData && <ListingPagination page={params.page} total={currentData.total} onPageChange={changePage} />}
        </>
      )}
    </ScreenFrame>
  );
}
