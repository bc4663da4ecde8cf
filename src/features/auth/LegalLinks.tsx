import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';

/** The terms and privacy links under the sign-in forms (spec §2). */
export function LegalLinks({ action }: { action: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      By {action}, you agree to our{' '}
      <Link component={RouterLink} to={paths.policy('terms')} underline="always">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link component={RouterLink} to={paths.policy('privacy')} underline="always">
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}
