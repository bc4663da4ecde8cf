import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { SMOOTH_SCROLL_STATE } from '@/utils/navigationState';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { listingPath } from './listingPath';
import { SubjectHead } from '@/features/seo/SubjectHead';
import { ActiveFilters } from '@/features/search/refine/ActiveFilters';
import { ListingRefineBar } from '@/features/search/refine/ListingRefineBar';
import { activeFilterCount, withoutFilters } from '@/features/search/searchState';
import { LISTING_FACETS, useListingSearch } from '@/features/search/refine/useListingSearch';
import { useGetProductsQuery } from '@/entities/product/catalogApi';
import { GridToggle, type GridColumns } from './GridToggle';
import { LISTING_PAGE_SIZE, listingHeading, listingScope, readListingParams, toListRequest } from './listingQuery';
import { ProductResults } from '@/features/product-grid/ProductResults';
import { SubCategoryFilter } from './SubCategoryFilter';

export function ProductListScreen() {
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const heading = listingHeading(params);
  usePageTitle(heading);
  const [columns, setColumns] = useState<GridColumns>(3);
  const request = toListRequest(params);
  // Sorted or filtered (size, colour, brand, price, on sale), the listing asks /search instead.
  const listing = useListingSearch(listingScope(params));
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
  // The filters of a refined listing first; else the sub-category, the plain listing's one filter.
  const clearFilters = () => (filtersInUse ? listing.change(withoutFilters(listing.state)) : chooseSubCategory(''));
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
        {params.category && <SubCategoryFilter category={params.category} value={params.parentCategory} onChange={chooseSubCategory} />}
        {!params.featured && <ListingRefineBar listing={listing} />}
        <GridToggle value={columns} onChange={setColumns} />
      </Box>
      <ActiveFilters state={listing.state} facets={LISTING_FACETS} onChange={listing.change} />

      {!isError && currentData && currentData.products.length === 0 ? (
        <EmptyState
          title="No products found with the selected filters."
          headingLevel={2}
          actions={
            filtersInUse || params.parentCategory ? (
              <Button variant="outlined" onClick={clearFilters}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ProductResults
          result={currentData}
          isError={isError}
          retry={() => void refetch()}
          page={params.page}
          onPageChange={changePage}
          label={heading}
          columns={columns}
        />
      )}
    </ScreenFrame>
  );
}
