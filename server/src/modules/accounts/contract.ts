/** Wire shapes of accounts: registering, signing in, the account's details. */
import { Type, type Static } from '@sinclair/typebox';
import { closed } from '../../platform/http/wire';

/** Same rule as the app: something@something.something, no spaces (surrounding blanks are trimmed). */
const Email = Type.String({ maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' });
const PersonName = Type.String({ minLength: 2, maxLength: 80 });

export const AuthorizeRequest = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) }, closed);
export type AuthorizeRequest = Static<typeof AuthorizeRequest>;

export const AuthorizeResponse = Type.Object({ token: Type.String() }, closed);
export type AuthorizeResponse = Static<typeof AuthorizeResponse>;

export const RegisterRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 6, maxLength: 200 }), firstName: PersonName, lastName: PersonName },
  closed,
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const AccountInfoDto = Type.Object(
  { firstName: Type.String(), lastName: Type.String(), email: Type.String(), createdAt: Type.String() },
  closed,
);
export type AccountInfoDto = Static<typeof AccountInfoDto>;

/** `POST /users/register` (201) and `GET /accountInfo` both answer `{ data: AccountInfoDto }`. */
export const AccountInfoResponse = Type.Object({ data: AccountInfoDto }, closed);
export type AccountInfoResponse = Static<typeof AccountInfoResponse>;
