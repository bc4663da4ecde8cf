import * as yup from 'yup';
import { isValidEmail } from '@/utils/email';

export const PASSWORD_MIN_LENGTH = 6;

export const INVALID_EMAIL = 'Invalid email address';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The shop's one e-mail rule (utils/email), with the auth screens' message. */
export const emailField = () =>
  yup
    .string()
    .trim()
    .required(INVALID_EMAIL)
    .test('email', INVALID_EMAIL, (value) => isValidEmail(value ?? ''));

export const loginInitialValues: LoginValues = { email: '', password: '', rememberMe: false };

/** Login validation (spec §5). */
export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).required(PASSWORD_TOO_SHORT),
  rememberMe: yup.boolean(),
});
