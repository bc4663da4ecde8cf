/**
 * Accounts: registering, signing in (with its throttle and the device cookie), the account's
 * details, and the one way other modules learn who is asking: requireUser.
 */
import type { ShopModule } from '../../platform/module';
import { accountRoutes } from './routes';
import { accountSettings } from './settings';

export { requireUser } from './service';
export type { UserRow } from './repository';

export const accounts: ShopModule = { name: 'accounts', api: accountRoutes, settings: accountSettings };
