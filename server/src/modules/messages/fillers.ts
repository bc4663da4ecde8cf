import { appState, type AppContext } from '../../platform/http/context';
import type { MessageKind } from './kinds';

type Filler = (payload: Record<string, unknown>) => Promise<Record<string, string>>;

/**
 * What a message holds that must not wait in the outbox (a reset link's secret, a sign-in code):
 * the module that queued it registers how to make it again when the message is written, from what
 * the payload does hold (the reset's id). The outbox, its backups and its logs never see it.
 */
const fillers = appState('message fillers', (): Map<MessageKind, Filler> => new Map());

export function fillMessagesWith(ctx: AppContext, kind: MessageKind, filler: Filler): void {
  fillers(ctx).set(kind, filler);
}

export async function fillsOf(ctx: AppContext, kind: MessageKind, payload: Record<string, unknown>): Promise<Record<string, string>> {
  const filler = fillers(ctx).get(kind);
  return filler ? filler(payload) : {};
}
