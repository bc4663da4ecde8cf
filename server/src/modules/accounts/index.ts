/**
 * Accounts: registering, signing in (with its throttle and the device cookie), the account's
 * details, and the one way other modules learn who is asking: requireUser. A new password (the
 * passwords module's reset link) signs the account out everywhere: replacePassword.
 */
import type { ShopModule } from '../../platform/module';
import { accountRoutes } from './routes';
import { accountSettings } from './settings';

export { requireUser } from './service';
export { findUserByEmail, replacePassword, type UserRow } from './repository';
export { getDummyHash, hashPassword } from './password';

export const accounts: ShopModule = { name: 'accounts', api: accountRoutes, settings: accountSettings };
