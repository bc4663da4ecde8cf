import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useRecordView } from '@/features/recently-viewed/useRecordView';
import { SubjectHead } from '@/features/seo/SubjectHead';
import { useGetProductQuery } from '@/entities/product/catalogApi';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { isProductMissing, PRODUCT_LOAD_FAILED } from './productFailure';
import { ProductImage } from '@/entities/product/ProductImage';
import { ProductLoadFailed } from './ProductLoadFailed';
import { ProductNotFound } from './ProductNotFound';
import { shortId, type Product } from '@/entities/product/product';
import { ProductPrice } from '@/entities/product/ProductPrice';
import { RememberedPincodeCheck } from '@/features/cart/RememberedPincodeCheck';
import { BestPriceHint } from '@/features/offers/BestPriceHint';
import { ProductPurchase } from './ProductPurchase';
import { SpecificationList } from './SpecificationList';
import { HydrationBoundary } from '@/components/HydrationBoundary';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { RatingHeadline } from '@/features/reviews/RatingHeadline';
import { ReviewsSection } from '@/features/reviews/ReviewsSection';
import { useReviewsHead } from '@/features/reviews/useReviewsHead';

/**
 * The route reads the address; the page below it does not, so a change of the address's query (the
 * reviews' sort and star, a new history entry) re-renders only what reads it — the head, the Back
 * button and the reviews — not the picture, the price and the purchase (a phone's tap on a star
 * row waited ~600 ms under 4× CPU for the whole page to render again).
 */
export function ProductDetailScreen() {
  const { id = '' } = useParams();
  return <ProductDetail id={id} />;
}

const ProductDetail = memo(function ProductDetail({ id }: { id: string }) {
  const { data: product, isLoading, isError, error, isFetching, refetch } = useGetProductQuery(id, { skip: id === '' });
  const failedToLoad = isError && !product && !isProductMissing(error);
  useRecordView(product);
  const title = product?.name ?? (isLoading ? 'Product' : failedToLoad ? PRODUCT_LOAD_FAILED : 'Product Not Found');

  let body;
  if (isLoading) body = <ProductDetailSkeleton />;
  else if (failedToLoad) body = <ProductLoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  else if (isError || !product) body = <ProductNotFound />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <ProductImage src={product.image} alt={product.name} priority sx={{ aspectRatio: '1', borderRadius: 2 }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
              {product.category}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {product.name}
            </Typography>
            <RatingHeadline productId={product.id} rating={product.rating} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Product ID: {shortId(product.id)}
            </Typography>
          </Box>
          <ProductPrice product={product} size="large" />
          <BestPriceHint product={product} />
          <RememberedPincodeCheck subject={{ productId: product.id }} />
          {product.description && <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>}
          <ProductPurchase key={product.id} product={product} />
          <HydrationBoundary>
            <SpecificationList specifications={product.specifications} />
          </HydrationBoundary>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <HydrationBoundary>
            <ReviewsSection productId={product.id} />
          </HydrationBoundary>
        </Box>
      </Box>
    );

  return (
    <ScreenFrame width="lg" padding="compact">
      <ProductHead id={id} product={product} title={title} />
      <BackButton />
      {body}
    </ScreenFrame>
  );
});

/** The page's title and head tags (its JSON-LD carries the reviews of the address's view). */
function ProductHead({ id, product, title }: { id: string; product: Product | undefined; title: string }) {
  usePageTitle(title);
  const reviews = useReviewsHead(product);
  return <SubjectHead subject={product ? { kind: 'product', product, reviews } : { kind: 'page', title, path: paths.product(id) }} />;
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the visit has no page to go back to: go to the listing instead.
  const goBack = () => void (location.key === 'default' ? navigate(paths.products) : navigate(-1));
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={goBack} sx={{ mb: 2 }}>
      Back
    </Button>
  );
}

/** `/products/:id` is an alias of the canonical `/product/:id` (decisions.md). */
export function ProductRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${paths.product(id)}${search}`} replace />;
}
