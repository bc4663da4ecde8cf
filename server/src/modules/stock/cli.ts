/**
 * npm run stock -- list [PRODUCT_ID] | low [N] | set PRODUCT_ID [--size SIZE] [--color COLOUR] ON_HAND
 *
 * The shop's stock on the running shop, through its admin API (found as the server's own settings
 * say: PORT, DATA_DIR or DATABASE_URL, ADMIN_TOKEN). `list` shows every variant counted (or one
 * product's) with what is on the shelf, held by open orders and left; `low` those with N or fewer
 * left (the shop's STOCK_LOW_THRESHOLD when N is not given: 3); `set` says what is on the shelf of
 * one size × colour (a product with one size or colour needs none named). Exit status 0 when done,
 * 1 on a wrong command, an unknown product or option, or a shop that does not answer.
 */
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../rules/stock';
import type { StockRowDto } from './admin';

const USAGE = [
  'Usage: npm run stock -- list [PRODUCT_ID]',
  '       npm run stock -- low [N]',
  '       npm run stock -- set PRODUCT_ID [--size SIZE] [--color COLOUR] ON_HAND',
].join('\n');

const variantName = (r: Pick<StockRowDto, 'size' | 'color'>) => [r.size, r.color].filter(Boolean).join(' / ') || 'one variant';

function table(rows: StockRowDto[]): string[] {
  return rows.map((r) => `${r.productId}  ${r.title}  ${variantName(r)}  on hand ${r.onHand}, held ${r.held}, left ${r.available}`);
}

/** --size and --color (or --colour), and the rest in order. */
function options(args: string[]): { size: string; color: string; rest: string[] } | null {
  const out = { size: '', color: '', rest: [] as string[] };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--size' || a === '--color' || a === '--colour') {
      const value = args[++i];
      if (value === undefined) return null;
      if (a === '--size') out.size = value;
      else out.color = value;
    } else out.rest.push(a);
  }
  return out;
}

async function list(send: AdminSend, query: string, empty: string): Promise<CommandResult> {
  const answer = await send('GET', `/stock${query}`);
  if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
  const rows = (answer.body as { data: StockRowDto[] }).data;
  return { code: 0, out: rows.length === 0 ? [empty] : table(rows) };
}

/** The command's work on the running shop: what it prints, and its exit status. */
export async function runStockCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [command, ...args] = argv;
  if (command === 'list' && args.length <= 1) {
    const [productId] = args;
    return list(send, productId ? `?productId=${encodeURIComponent(productId)}` : '', 'No stock is counted.');
  }
  if (command === 'low' && args.length <= 1 && (args[0] === undefined || /^[0-9]{1,6}$/.test(args[0]))) {
    const n = args[0] ?? String(DEFAULT_LOW_STOCK_THRESHOLD);
    return list(send, `?low=${n}`, `Nothing has ${n} or fewer left.`);
  }
  const parsed = command === 'set' ? options(args) : null;
  if (parsed && parsed.rest.length === 2 && /^[0-9]{1,6}$/.test(parsed.rest[1]!)) {
    const [productId, count] = parsed.rest as [string, string];
    const answer = await send('PUT', `/stock/${encodeURIComponent(productId)}`, {
      size: parsed.size,
      color: parsed.color,
      onHand: Number(count),
    });
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const { row, alertsDue } = answer.body as { row: StockRowDto; alertsDue: number };
    const out = [`${row.title}  ${variantName(row)}: on hand ${row.onHand}, held ${row.held}, left ${row.available}.`];
    if (alertsDue > 0) {
      out.push(
        `${alertsDue} shopper${alertsDue === 1 ? '' : 's'} asked to be told when it is back: the alert waits for the shop's messages.`,
      );
    }
    return { code: 0, out };
  }
  return { code: 1, out: [USAGE] };
}

if (require.main === module) runCommand('stock', runStockCommand);
