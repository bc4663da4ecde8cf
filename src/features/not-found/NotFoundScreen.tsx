import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';

export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography variant="h1" component="p" aria-hidden sx={{ fontSize: '5rem', color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h2" component="h1" gutterBottom>
        Oops! Page not found
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 2 }}>
        Return to Home
      </Button>
      <ReportProblemButton sx={{ mt: 2, ml: 2 }} />
    </Box>
  );
}
