import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import type { ContinueState, FromState } from '@/utils/navigationState';
import { paths } from '@/utils/paths';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { notify } from '@/state/notices';
import { useRegisterMutation } from './authApi';
import { formField } from './formField';
import { LegalLinks } from './LegalLinks';
import { PasswordField } from './PasswordField';
import { registerInitialValues, registerSchema, type RegisterValues } from './registerSchema';
import { returnPathFromState } from './safeReturnPath';

export function RegisterScreen() {
  usePageTitle('Create account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [register] = useRegisterMutation();
  const offline = useOfflineGuard();
  // Where the shopper was going before signing in was asked for (checkout, from the cart): kept
  // through registration, which lands on `/` (spec §6), for the sign-in offered there.
  const returnTo = returnPathFromState(location.state);
  const onward: FromState | undefined = returnTo === paths.home ? undefined : { from: returnTo };

  const formik = useFormik<RegisterValues>({
    initialValues: registerInitialValues,
    validationSchema: registerSchema,
    async onSubmit({ firstName, lastName, email, password }) {
      try {
        await register({ firstName, lastName, email, password }).unwrap();
      } catch {
        // The 'Registration Error' notice comes from the failure listener.
        return;
      }
      dispatch(
        notify({
          title: 'Success!',
          description: 'Account created successfully. You can now log in.',
          variant: 'success',
          belongsTo: 'next-page',
        }),
      );
      const landing: ContinueState | undefined = onward && { continueTo: returnTo };
      await navigate(paths.home, { state: landing });
    },
  });

  const formRef = useFocusFirstError(formik);

  return (
    <>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        Create an account
      </Typography>
      <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
        Join us to shop faster and follow your orders
      </Typography>
      <Box component="form" ref={formRef} noValidate onSubmit={offline.guardSubmit(formik.handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...formField(formik, 'firstName')} label="First name" autoComplete="given-name" required />
          <TextField {...formField(formik, 'lastName')} label="Last name" autoComplete="family-name" required />
        </Box>
        <TextField {...formField(formik, 'email')} label="Email" type="email" autoComplete="email" required fullWidth />
        <PasswordField {...formField(formik, 'password')} label="Password" autoComplete="new-password" required fullWidth />
        <TextField
          {...formField(formik, 'confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <OfflineNotice guard={offline}>Creating an account needs a connection: try again once you&apos;re back online.</OfflineNotice>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
          {formik.isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login} state={onward} underline="always">
          Sign in
        </Link>
      </Typography>
      <LegalLinks action="creating an account" />
    </>
  );
}
