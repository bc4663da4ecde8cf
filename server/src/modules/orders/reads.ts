import { appState, type AppContext } from '../../platform/http/context';

type BeforeRead = () => Promise<void>;

/**
 * What must happen before orders are read so their statuses are current: the payments module
 * settles the payments its provider confirmed meanwhile (the simulated UPI provider confirms
 * lazily, when orders are read). Modules that move orders on register here; every read of
 * orders in this module runs them first, so no route has to remember to.
 */
const hooks = appState('before orders are read', (): BeforeRead[] => []);

export function beforeOrdersRead(ctx: AppContext, hook: BeforeRead): void {
  hooks(ctx).push(hook);
}

export async function ordersAboutToBeRead(ctx: AppContext): Promise<void> {
  for (const hook of hooks(ctx)) await hook();
}
