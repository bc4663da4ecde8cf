/** Wire shapes of password resets: asking for a link, and choosing the new password with it. */
import { Type, type Static } from '@sinclair/typebox';
import { closed } from '../../platform/http/wire';

/** `POST /users/forgot-password`: always 202 with the same message, whether an account has the address or not. */
export const ForgotPasswordRequest = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, closed);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** `POST /users/reset-password`: the link's token and the new password (the registration's rules: 6–200 characters). */
export const ResetPasswordRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ minLength: 6, maxLength: 200 }) },
  closed,
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** Both answer `{ message }`; a used, expired or unknown link answers 410 with `{ error }`. */
export const PasswordMessageDto = Type.Object({ message: Type.String() }, closed);
export type PasswordMessageDto = Static<typeof PasswordMessageDto>;
