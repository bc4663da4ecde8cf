import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import type { FromState } from '@/utils/navigationState';
import { paths } from '@/utils/paths';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { notify } from '@/state/notices';
import { useLoginMutation } from './authApi';
import { selectIsSignedIn } from './authSlice';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { formField } from './formField';
import { LegalLinks } from './LegalLinks';
import { loginInitialValues, loginSchema, type LoginValues } from './loginSchema';
import { PasswordField } from './PasswordField';
import { returnPathFromState } from './safeReturnPath';

export function LoginScreen() {
  usePageTitle('Sign in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [login] = useLoginMutation();
  const returnTo = returnPathFromState(location.state);
  // Registering keeps where the shopper was going, for the sign-in that follows it.
  const onward: FromState | undefined = returnTo === paths.home ? undefined : { from: returnTo };
  const offline = useOfflineGuard();

  const formik = useFormik<LoginValues>({
    initialValues: loginInitialValues,
    validationSchema: loginSchema,
    async onSubmit({ email, password }) {
      try {
        await login({ email, password }).unwrap();
      } catch {
        // The 'Error' notice comes from the failure listener; the form keeps what was typed.
        return;
      }
      dispatch(notify({ title: 'Success!', description: 'Logged in successfully.', variant: 'success' }));
      await navigate(returnTo, { replace: true });
    },
  });

  const formRef = useFocusFirstError(formik);
  const emailRef = useRef<HTMLInputElement>(null);
  // The sign-in page exists to be filled in: start in its first field.
  useEffect(() => emailRef.current?.focus(), []);

  // Already signed in (and not in the middle of signing in here): straight on.
  if (signedIn && !formik.isSubmitting) return <Navigate to={returnTo} replace />;

  return (
    <>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        Welcome back
      </Typography>
      <Typography color="text.secondary" align="center" sx={{ mb: 3 }}>
        Sign in to your account
      </Typography>
      <Box component="form" ref={formRef} noValidate onSubmit={offline.guardSubmit(formik.handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          {...formField(formik, 'email')}
          // Focus starts here: leaving it still empty (to follow a link) must not raise an error that
          // shifts the page under the pointer. Submitting still reports it.
          onBlur={(event) => formik.values.email !== '' && formik.handleBlur(event)}
          inputRef={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField {...formField(formik, 'password')} label="Password" autoComplete="current-password" required fullWidth />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox name="rememberMe" checked={formik.values.rememberMe} onChange={formik.handleChange} />}
            label="Remember me"
          />
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            Forgot password?
          </Link>
        </Box>
        <OfflineNotice guard={offline}>Signing in needs a connection: try again once you&apos;re back online.</OfflineNotice>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
          {formik.isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.register} state={onward} underline="always">
          Create one
        </Link>
      </Typography>
      <LegalLinks action="signing in" />
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={paths.home}>
          Return to Home
        </Link>
      </Typography>
    </>
  );
}
