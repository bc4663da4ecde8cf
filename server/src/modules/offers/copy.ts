import { VersionedCopy } from '../../platform/db/versionedCopy';
import { appState, type AppContext } from '../../platform/http/context';
import { ended, started, type OfferContext } from '../../../../rules/offers';
import { everyOffer, type StoredOffer } from './repository';

/**
 * The quote's copy of every offer, made again when `offers_version` moves (an offer written or
 * ended, a capped offer used up or given a use back), read at most once a second, and dropped at
 * once when this process changes them (offersChanged, heard in offerRoutes): a cart is quoted
 * without asking the database for its offers. What an order gets is never read from it: the order
 * quotes again from the database in its own transaction.
 */
export const offersCopy = appState(
  'offers copy',
  (ctx) => new VersionedCopy(ctx.db, { versionKey: 'offers_version', recheckMs: 1000, build: () => everyOffer(ctx.db) }),
);

/** This process changed the offers: every app's copy of them on this database is made again at its next quote. */
export const offersChanged = (ctx: AppContext) => ctx.db.changes.emit('offers');

/** As offersAt reads them: the offers running at `now`, and the typed code's whatever its dates, with those used up. */
export async function copiedOffersAt(
  ctx: AppContext,
  now: string,
  code: string | null,
): Promise<{ offers: StoredOffer[]; usedUp: NonNullable<OfferContext['usedUp']> }> {
  const offers = (await offersCopy(ctx).get()).filter((o) => (started(o, now) && !ended(o, now)) || (code !== null && o.code === code));
  return { offers, usedUp: offers.filter((o) => o.totalUses !== null && o.uses >= o.totalUses).map((o) => o.id) };
}

/** Whether an offer has this code (the copy's word: a code added on another instance shows within a second). */
export const knownCode = async (ctx: AppContext, code: string) => (await offersCopy(ctx).get()).some((o) => o.code === code);
