import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { expireUnpaidOrders } from './status';

/**
 * Unpaid orders lapse on a timer too, not only when orders are placed or read: the shopper is told
 * of the cancellation and the units go back near the moment the hold ends, on a quiet shop as well.
 */
export function expireOnTimer(app: FastifyInstance, ctx: AppContext): void {
  const everyMs = Math.min(60_000, ctx.config.stock.holdMs);
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pass = expireUnpaidOrders(ctx).then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'expiring unpaid orders failed'),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await pass;
  });
}
