/**
 * Passwords: a forgotten password reset by an e-mailed link (single use, PASSWORD_RESET_TTL_MS,
 * only its hash kept), asked for with one answer whether an account has the address or not,
 * throttled per address and per client; the new password signs the account out everywhere.
 */
import type { ShopModule } from '../../platform/module';
import { passwordRoutes } from './routes';
import { passwordSettings } from './settings';

export const passwords: ShopModule = { name: 'passwords', api: passwordRoutes, settings: passwordSettings };
