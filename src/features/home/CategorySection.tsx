import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/utils/paths';
import { ProductImage } from '@/features/catalog/ProductImage';
import { selectStoreInfo } from '@/features/store-info/storeInfoApi';
import { homeCategoryCards } from './homeContent';
import { SectionHeading } from './SectionHeading';

export function CategorySection() {
  const cards = homeCategoryCards(useAppSelector(selectStoreInfo));
  return (
    <Container component="section" aria-labelledby="categories-heading" maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading id="categories-heading" title="Shop by Category" />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {cards.map((card) => (
          <li key={card.name}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={paths.category(card.name)}>
                <ProductImage src={card.image} alt="" sx={{ aspectRatio: '16 / 10' }} />
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
