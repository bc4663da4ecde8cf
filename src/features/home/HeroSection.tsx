import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';

/** `storeName` null while store info loads: a skeleton, never the built-in brand of another shop. */
export function HeroSection({ storeName }: { storeName: string | null }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark}, ${theme.palette.secondary.main})`,
        color: 'primary.contrastText',
        py: { xs: 7, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ letterSpacing: 2, opacity: 0.9 }}>
          {storeName ?? <Skeleton width={140} sx={{ bgcolor: 'rgba(255, 255, 255, 0.25)' }} data-testid="hero-store-skeleton" />}
        </Typography>
        <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3.25rem' }, maxWidth: 720, mb: 2 }}>
          Gear up for every workout, run and game
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.2rem' }, maxWidth: 620, mb: 4, opacity: 0.95 }}>
          Fitness accessories, sports equipment, shoes and training gear, picked for athletes who train every day.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button
            component={RouterLink}
            to={paths.products}
            variant="contained"
            color="inherit"
            size="large"
            sx={{ color: 'primary.dark', bgcolor: 'background.paper' }}
          >
            Browse Collection
          </Button>
          <Button component={RouterLink} to={`${paths.products}?featured=true`} variant="outlined" color="inherit" size="large">
            Featured Products
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
