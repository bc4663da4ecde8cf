import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import SportsGymnasticsIcon from '@mui/icons-material/SportsGymnastics';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { SPORTS_ESSENTIALS } from './homeContent';

const ICONS = [FitnessCenterIcon, SportsBasketballIcon, DirectionsRunIcon, SportsGymnasticsIcon];

export function SportsEssentials() {
  return (
    <Box component="section" aria-labelledby="essentials-heading" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'center' }}>
        <Box>
          <Typography id="essentials-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 2 }}>
            Sports Essentials
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Everything you need to train, play and recover — from dumbbells and bats to running shoes and training gear.
          </Typography>
          <Button component={RouterLink} to={paths.products} variant="contained" size="large">
            Explore Products
          </Button>
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        >
          {SPORTS_ESSENTIALS.map((name, index) => {
            const Icon = ICONS[index] ?? FitnessCenterIcon;
            return (
              <li key={name}>
                <Button
                  component={RouterLink}
                  to={paths.category(name)}
                  variant="outlined"
                  fullWidth
                  sx={{ flexDirection: 'column', gap: 1, py: 3, height: '100%', fontSize: '1rem' }}
                >
                  <Icon fontSize="large" aria-hidden />
                  {name}
                </Button>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
