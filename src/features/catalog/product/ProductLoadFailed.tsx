import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRODUCT_LOAD_FAILED } from './productFailure';

interface Props {
  onRetry: () => void;
  retrying: boolean;
}

/** A product that could not be loaded (no answer, a server error) may well exist: offer to try again. */
export function ProductLoadFailed({ onRetry, retrying }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {PRODUCT_LOAD_FAILED}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Please check your connection and try again.</Typography>
      <Button variant="contained" onClick={onRetry} disabled={retrying}>
        Try Again
      </Button>
    </Box>
  );
}
