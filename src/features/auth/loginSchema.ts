import * as yup from 'yup';

export const PASSWORD_MIN_LENGTH = 6;

export const INVALID_EMAIL = 'Invalid email address';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const loginInitialValues: LoginValues = { email: '', password: '', rememberMe: false };

/** Login validation (spec §5). */
export const loginSchema = yup.object({
  email: yup.string().trim().email(INVALID_EMAIL).required(INVALID_EMAIL),
  password: yup.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).required(PASSWORD_TOO_SHORT),
  rememberMe: yup.boolean(),
});
