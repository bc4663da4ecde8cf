/**
 * npm run returns -- list [--all] | pickup RETURN_ID | receive RETURN_ID | refund RETURN_ID | exchange RETURN_ID | reject RETURN_ID --reason "…"
 *
 * The shop's side of returns, on the running shop through its admin API (found as the server's own
 * settings say: PORT, DATA_DIR or DATABASE_URL, ADMIN_TOKEN). `list` shows the returns still to
 * handle (--all: every one); each move is checked against the returns' state machine and tells
 * the shopper. Exit status 0 when done, 1 on a wrong command, a refused move or a shop that does not answer.
 */
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import { RETURN_MOVE_DONE, RETURN_MOVES, RETURN_STATE_LABELS, type ReturnMove } from '../../../../rules/returnStates';
import { formatInr } from '../../../../rules/money';
import type { AdminReturnDto } from './contract';

const USAGE =
  'Usage: npm run returns -- list [--all] | pickup RETURN_ID | receive RETURN_ID | refund RETURN_ID | exchange RETURN_ID | reject RETURN_ID --reason "…"';

function describe(r: AdminReturnDto): string {
  const items = r.lines
    .map(
      (l) => `${l.quantity} × ${l.productTitle}${l.exchange ? ` → ${[l.exchange.size, l.exchange.color].filter(Boolean).join(', ')}` : ''}`,
    )
    .join('; ');
  const money = r.refund ? `, refund ${formatInr(r.refund.amount)} to ${r.refund.destination}` : ', exchange';
  const pickup = r.pickup.served ? 'pickup' : 'sent by the shopper';
  return `${r.id}  order ${r.orderId}  ${RETURN_STATE_LABELS[r.state]}  ${items}${money} (${pickup}; ${r.email})`;
}

/** The value of `--reason "…"` or `--reason=…`, and whether the rest held nothing else. */
function reasonOf(rest: string[]): string | null {
  const at = rest.findIndex((a) => a === '--reason' || a.startsWith('--reason='));
  if (at < 0) return null;
  const inline = rest[at]!.includes('=');
  const value = inline ? rest[at]!.slice('--reason='.length) : rest[at + 1];
  return value && rest.length === (inline ? 1 : 2) ? value : null;
}

/** The command's work on the running shop: what it prints, and its exit status. */
export async function runReturnsCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [verb, id, ...rest] = argv;
  if (verb === 'list') {
    if (id !== undefined && !(id === '--all' && rest.length === 0)) return { code: 1, out: [USAGE] };
    const answer = await send('GET', `/returns${id === '--all' ? '?all=true' : ''}`);
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const { data } = answer.body as { data: AdminReturnDto[] };
    return { code: 0, out: data.length ? data.map(describe) : [id ? 'No returns.' : 'No returns to handle.'] };
  }
  if (!verb || !(RETURN_MOVES as readonly string[]).includes(verb) || !id || id.startsWith('-')) return { code: 1, out: [USAGE] };
  const move = verb as ReturnMove;
  const reason = move === 'reject' ? reasonOf(rest) : null;
  if ((move === 'reject' && !reason) || (move !== 'reject' && rest.length > 0)) return { code: 1, out: [USAGE] };
  const answer = await send('POST', `/returns/${encodeURIComponent(id)}/${move}`, reason ? { reason } : {});
  if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
  return { code: 0, out: [`Return ${id} ${RETURN_MOVE_DONE[move]}; the shopper is told.`, describe(answer.body as AdminReturnDto)] };
}

if (require.main === module) runCommand('returns', runReturnsCommand);
