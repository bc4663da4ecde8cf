/**
 * npm run orders -- ship ORDER_ID --tracking AWB | out-for-delivery ORDER_ID | deliver ORDER_ID | cancel ORDER_ID
 *
 * Moves an order of the running shop on, through its admin API (found as the server's own settings
 * say: PORT, DATA_DIR or DATABASE_URL, ADMIN_TOKEN), and the shopper is told by e-mail (and SMS
 * where the move has one). A status only moves forward: shipping needs a Processing (paid or cash
 * on delivery) order, out for delivery and delivered a Shipped one; cancelling any not yet
 * delivered. Exit status 0 when done, 1 on a wrong command, a refused move or a shop that does not answer.
 */
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import type { OrderDto } from './contract';

const USAGE = 'Usage: npm run orders -- ship ORDER_ID --tracking AWB | out-for-delivery ORDER_ID | deliver ORDER_ID | cancel ORDER_ID';
const DONE: Record<string, string> = {
  ship: 'shipped',
  'out-for-delivery': 'out for delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The command's work on the running shop: what it prints, and its exit status. */
export async function runOrdersCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [move, id, ...rest] = argv;
  if (!move || !DONE[move] || !id || id.startsWith('-')) return { code: 1, out: [USAGE] };
  let trackingNumber: string | undefined;
  if (move === 'ship') {
    const at = rest.findIndex((a) => a === '--tracking' || a.startsWith('--tracking='));
    const given = at < 0 ? undefined : rest[at]!.includes('=') ? rest[at]!.split('=')[1] : rest[at + 1];
    if (!given || rest.length !== (rest[at]!.includes('=') ? 1 : 2)) return { code: 1, out: [USAGE] };
    trackingNumber = given;
  } else if (rest.length > 0) return { code: 1, out: [USAGE] };
  const answer = await send('POST', `/orders/${encodeURIComponent(id)}/${move}`, trackingNumber ? { trackingNumber } : {});
  if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
  const order = answer.body as OrderDto;
  const tracking = order.trackingNumber ? ` (tracking number ${order.trackingNumber})` : '';
  return { code: 0, out: [`Order ${order.id} ${DONE[move]}${tracking}; the shopper is told.`] };
}

if (require.main === module) runCommand('orders', runOrdersCommand);
