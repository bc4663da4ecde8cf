import type { AppContext } from '../../platform/http/context';
import { hashed, sometimes } from '../../platform/limits/shared';
import { tooMany } from '../../platform/limits/tooMany';
import { appState } from '../../platform/http/context';
import { OFFER_TEXTS, typedCode } from '../../../../rules/offers';
import { knownCode } from './copy';
import { failingKeys } from './failing';
import { countTry, forgetOldTries, uncountTries, waitOf } from './triesRepository';

/** Who typed a code: the client's address, and the account when signed in. */
export interface Typist {
  ip: string;
  userId: string | null;
}

const cleaner = appState('offer code tries cleaner', (ctx) => sometimes(() => forgetOldTries(ctx.db, ctx.config.offers.codeTriesWindowMs)));

/**
 * Guessing codes is throttled per client address and per account: OFFER_CODE_TRIES codes no
 * offer has within OFFER_CODE_TRIES_MINUTES, then every typed code is refused with 429 until the
 * window ends (a known code too, so a guess cannot be told right by its answer). Counted in the
 * database, so every instance agrees; an unknown code is counted by the statement that checks the
 * wait, so guesses sent at once are each counted, while a known one only reads it (many shoppers
 * behind one address typing a real code at once are never refused for each other).
 */
export async function throttleTypedCode(ctx: AppContext, who: Typist, typed: string | null | undefined): Promise<void> {
  const code = typedCode(typed);
  if (code === null) return;
  cleaner(ctx)();
  const { codeTries: max, codeTriesWindowMs: windowMs } = ctx.config.offers;
  const keys = [`offer-code ip ${who.ip}`, ...(who.userId ? [`offer-code user ${who.userId}`] : [])].map(hashed);
  const refuse = (wait: number) => tooMany(OFFER_TEXTS.tooManyTries(Math.max(1, Math.ceil(wait / 60_000))), wait);
  const failing = await failingKeys(ctx.db, windowMs);
  if (await knownCode(ctx, code)) {
    const suspects = failing ? keys.filter((k) => failing.has(k)) : keys;
    const wait = suspects.length > 0 ? await waitOf(ctx.db, suspects, max, windowMs) : 0;
    if (wait > 0) throw refuse(wait);
    return;
  }
  const counted: string[] = [];
  for (const key of keys) {
    const wait = await countTry(ctx.db, key, max, windowMs);
    if (wait > 0) {
      if (counted.length > 0) await uncountTries(ctx.db, counted);
      throw refuse(wait);
    }
    counted.push(key);
  }
  for (const key of counted) failing?.set(key, Date.now());
}
