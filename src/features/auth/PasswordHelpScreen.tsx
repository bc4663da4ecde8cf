import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetStoreInfoQuery } from '@/features/store-info/storeInfoApi';

/** A phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** /forgot-password and /reset-password (decisions.md): resets go through support. */
export function PasswordHelpScreen() {
  const resetting = useLocation().pathname === paths.resetPassword;
  const title = resetting ? 'Reset your password' : 'Forgot your password?';
  usePageTitle(resetting ? 'Reset password' : 'Forgot password');
  const { data: info } = useGetStoreInfoQuery();
  const email = info?.companyEmail.trim() ?? '';
  const phone = info?.companyPhone.trim() ?? '';

  return (
    <>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Password resets are handled by our support team. Contact us from the e-mail address on your account and we will help you get back
        in.
      </Typography>
      {email || phone ? (
        <Stack spacing={1.5} sx={{ mb: 3 }}>
          {email ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailOutlinedIcon color="primary" aria-hidden />
              <Link href={`mailto:${email}`}>{email}</Link>
            </Stack>
          ) : null}
          {phone ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneOutlinedIcon color="primary" aria-hidden />
              <Link href={telHref(phone)}>{phone}</Link>
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          Please reach our support team through the{' '}
          <Link component={RouterLink} to={paths.contact} underline="always">
            contact page
          </Link>
          .
        </Alert>
      )}
      <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
        Back to Sign In
      </Button>
    </>
  );
}
