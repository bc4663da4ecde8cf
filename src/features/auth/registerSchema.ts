import * as yup from 'yup';
import { emailField, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './loginSchema';

export const NAME_MIN_LENGTH = 2;

export const FIRST_NAME_TOO_SHORT = `First name must be at least ${NAME_MIN_LENGTH} characters`;
export const LAST_NAME_TOO_SHORT = `Last name must be at least ${NAME_MIN_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const registerInitialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Registration validation (spec §5); names are measured without surrounding spaces, as the server does. */
export const registerSchema = yup.object({
  firstName: yup.string().trim().min(NAME_MIN_LENGTH, FIRST_NAME_TOO_SHORT).required(FIRST_NAME_TOO_SHORT),
  lastName: yup.string().trim().min(NAME_MIN_LENGTH, LAST_NAME_TOO_SHORT).required(LAST_NAME_TOO_SHORT),
  email: emailField(),
  password: yup.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).required(PASSWORD_TOO_SHORT),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], PASSWORDS_DO_NOT_MATCH)
    .required(PASSWORDS_DO_NOT_MATCH),
});
