import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PASSWORD_CHANGED, RESET_LINK_INVALID } from '@rules/passwordReset';
import { paths } from '@/utils/paths';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { OfflineNotice } from '@/features/offline/OfflineNotice';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { useResetPasswordMutation } from './authApi';
import { formField } from './formField';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './loginSchema';
import { PasswordField } from './PasswordField';
import { PasswordHelpScreen } from './PasswordHelpScreen';
import { PASSWORDS_DO_NOT_MATCH } from './registerSchema';
import { resetFailure, type ResetFailure } from './resetFailure';

// The registration's password rules (spec §5).
const schema = yup.object({
  password: yup.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).required(PASSWORD_TOO_SHORT),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], PASSWORDS_DO_NOT_MATCH)
    .required(PASSWORDS_DO_NOT_MATCH),
});

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={paths.forgotPassword} variant="contained" fullWidth>
        Send a new link
      </Button>
    </>
  );
}

/** /reset-password?token=…: the new password, through the e-mailed link. */
export function ResetPasswordScreen() {
  usePageTitle('Reset password');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [reset] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<'done' | ResetFailure | null>(null);
  const offline = useOfflineGuard();
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: schema,
    async onSubmit({ password }) {
      try {
        await reset({ token, password }).unwrap();
        setOutcome('done');
      } catch (error) {
        setOutcome(resetFailure(error, 'Failed to change the password. Please try again.'));
      }
    },
  });
  const formRef = useFocusFirstError(formik);

  if (outcome !== 'done' && outcome?.kind === 'missing') return <PasswordHelpScreen />;
  const expired = outcome !== 'done' && outcome?.kind === 'message' && outcome.status === 410;
  return (
    <>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        Reset your password
      </Typography>
      {outcome === 'done' ? (
        <>
          <Alert severity="success" sx={{ mb: 3 }}>
            {PASSWORD_CHANGED}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
            Sign In
          </Button>
        </>
      ) : !token || expired ? (
        <InvalidLink message={expired ? outcome.message : RESET_LINK_INVALID} />
      ) : (
        <Box component="form" ref={formRef} noValidate onSubmit={offline.guardSubmit(formik.handleSubmit)} sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary">Choose a new password for your account. You&apos;ll be signed out on every device.</Typography>
          <PasswordField {...formField(formik, 'password')} label="New password" autoComplete="new-password" required fullWidth />
          <PasswordField
            {...formField(formik, 'confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            required
            fullWidth
          />
          {outcome?.kind === 'message' ? <Alert severity="error">{outcome.message}</Alert> : null}
          <OfflineNotice guard={offline}>Changing the password needs a connection: try again once you&apos;re back online.</OfflineNotice>
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting} fullWidth>
            {formik.isSubmitting ? 'Saving...' : 'Save new password'}
          </Button>
        </Box>
      )}
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login}>
          Back to Sign In
        </Link>
      </Typography>
    </>
  );
}
