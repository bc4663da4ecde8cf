import type { Queryable } from '../../platform/db/client';
import { appState, type AppContext } from '../../platform/http/context';

/** Claims what is due of a module's own (a wish whose size is back) and queues its messages, in `tx`. */
export type MessageSource = (tx: Queryable) => Promise<unknown>;

/**
 * Events that no one request causes (stock back by the command, an import or a cancelled order):
 * the module that owns them registers a source, and the delivery worker runs each before a pass,
 * in a transaction of its own, so what a source claims and the messages it queues commit together.
 */
const sources = appState('message sources', (): MessageSource[] => []);

export function queueMessagesFrom(ctx: AppContext, source: MessageSource): void {
  sources(ctx).push(source);
}

export async function runMessageSources(ctx: AppContext): Promise<void> {
  for (const source of sources(ctx)) await ctx.db.transaction(source);
}
