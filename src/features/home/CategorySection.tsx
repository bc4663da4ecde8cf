import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { ProductImage } from '@/entities/product/ProductImage';
import { selectStoreInfo, selectStoreInfoStatus } from '@/features/store-info/storeInfoApi';
import { homeCategoryCards, MAX_HOME_CATEGORIES } from './homeContent';
import { SectionHeading } from './SectionHeading';

/** The store's categories; skeletons sized like the cards until store info answers, never another shop's. */
export function CategorySection() {
  const cards = homeCategoryCards(useAppSelector(selectStoreInfo));
  const loading = useAppSelector(selectStoreInfoStatus) === 'loading';
  return (
    <Container component="section" aria-labelledby="categories-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading id="categories-heading" title="Shop by Category" />
      <Box
        component="ul"
        aria-busy={loading}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {loading
          ? Array.from({ length: MAX_HOME_CATEGORIES }, (_, index) => (
              <li key={index}>
                <Card variant="outlined" data-testid="category-card-skeleton" aria-hidden>
                  <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 10' }} />
                  <Skeleton sx={{ m: 2, fontSize: '1.1rem' }} width="60%" />
                </Card>
              </li>
            ))
          : cards.map((card, index) => (
              <li key={card.name}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={paths.category(card.name)}>
                    {/* The first card is the largest picture of a phone's first screen. */}
                    <ProductImage src={card.image} alt="" priority={index === 0} ratio={[16, 10]} sx={{ aspectRatio: '16 / 10' }} />
                    <Typography component="span" sx={{ display: 'block', p: 2, fontWeight: 700, fontSize: '1.1rem' }}>
                      {card.name}
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
      </Box>
    </Container>
  );
}
