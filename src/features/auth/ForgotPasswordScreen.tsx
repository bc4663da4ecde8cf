import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Link as RouterLink } from 'react-router-dom';
import { RESET_REQUESTED } from '@rules/passwordReset';
import { paths } from '@/utils/paths';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useRequestPasswordResetMutation } from './authApi';
import { formField } from './formField';
import { emailField } from './loginSchema';
import { PasswordHelpScreen } from './PasswordHelpScreen';
import { resetFailure, type ResetFailure } from './resetFailure';

const schema = yup.object({ email: emailField() });

/** /forgot-password: the e-mail a reset link goes to; the same answer whether an account has it or not. */
export function ForgotPasswordScreen() {
  usePageTitle('Forgot password');
  const [request] = useRequestPasswordResetMutation();
  const [outcome, setOutcome] = useState<'sent' | ResetFailure | null>(null);
  const offline = useOfflineGuard();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    async onSubmit({ email }) {
      try {
        await request(email).unwrap();
        setOutcome('sent');
      } catch (error) {
        setOutcome(resetFailure(error, 'Failed to send the reset link. Please try again.'));
      }
    },
  });
  const formRef = useFocusFirstError(formik);

  if (outcome !== 'sent' && outcome?.kind === 'missing') return <PasswordHelpScreen />;
  return (
    <>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        Forgot your password?
      </Typography>
      {outcome === 'sent' ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {RESET_REQUESTED}. It works once, for 30 minutes: check your inbox and spam folder.
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
          </Typography>
          <Box
            component="form"
            ref={formRef}
            noValidate
            onSubmit={offline.guardSubmit(formik.handleSubmit)}
            sx={{ display: 'grid', gap: 2 }}
          >
            <TextField {...formField(formik, 'email')} label="Email" type="email" autoComplete="email" required fullWidth />
            {outcome?.kind === 'message' ? <Alert severity="error">{outcome.message}</Alert> : null}
            <OfflineNotice guard={offline}>Sending a reset link needs a connection: try again once you&apos;re back online.</OfflineNotice>
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
              {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </Box>
        </>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login}>
          Back to Sign In
        </Link>
      </Typography>
    </>
  );
}
