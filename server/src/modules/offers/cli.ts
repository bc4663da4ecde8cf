/**
 * npm run offers -- list | load FILE.json | add CODE|--auto --title TITLE (--percent N | --flat N) [options] | end CODE
 *
 * The shop's offers on the running shop, through its admin API (found as the server's own settings
 * say: PORT, DATA_DIR or DATABASE_URL, ADMIN_TOKEN), on PGlite as on PostgreSQL. `list` shows every
 * offer with its rule, its dates and its uses; `load` writes the offers of a JSON file (an array, or
 * `{ "offers": [...] }`; a code names one offer, an automatic offer its title: loading again changes
 * them); `add` adds one; `end` ends one now (by its code, id, or an automatic offer's title).
 * Exit status 0 when done, 1 on a wrong command, a refused offer, or a shop that does not answer.
 */
import fs from 'node:fs';
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import { formatInr } from '../../../../rules/money';
import { scopeWords } from '../../../../rules/offers';
import type { AdminOfferDto } from './admin';
import type { OfferInput } from './offerInput';

const USAGE = [
  'Usage: npm run offers -- list',
  '       npm run offers -- load FILE.json',
  '       npm run offers -- add CODE|--auto --title TITLE (--percent N | --flat N) [--max N] [--min N]',
  '            [--category C]… [--brand B]… [--product ID]… [--label WORDS] [--no-sale-items] [--first-order] [--once]',
  '            [--uses N] [--starts ISO] [--ends ISO] [--listed]',
  '       npm run offers -- end CODE',
].join('\n');

const day = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

function state(o: AdminOfferDto, now = Date.now()): string {
  if (Date.parse(o.startsAt) > now) return `starts ${day(o.startsAt)}`;
  if (o.endsAt && Date.parse(o.endsAt) <= now) return `ended ${day(o.endsAt)}`;
  return o.endsAt ? `running until ${day(o.endsAt)}` : 'running';
}

/** "RUN10  10% off running shoes: 10% off up to ₹500, on running shoes; listed; running; uses 3 (of 100)". */
export function describe(o: AdminOfferDto): string {
  const rule = [
    o.kind === 'percent' ? `${o.value}% off` : `${formatInr(o.value)} off`,
    o.maxDiscount !== null && `up to ${formatInr(o.maxDiscount)}`,
    o.minCartValue > 0 && `above ${formatInr(o.minCartValue)}`,
    (o.scope.categories?.length || o.scope.brands?.length || o.scope.productIds?.length) && `on ${scopeWords(o.scope)}`,
    !o.includeSaleItems && 'not on sale items',
    o.firstOrderOnly && 'first order only',
    o.oncePerShopper && 'once per shopper',
  ].filter(Boolean);
  const uses = o.totalUses === null ? `uses ${o.uses}` : `uses ${o.uses} (of ${o.totalUses})`;
  return `${o.code ?? `(automatic) ${o.id}`}  ${o.title}: ${rule.join(', ')}; ${o.listed ? 'listed' : o.code ? 'typed only' : 'not listed'}; ${state(o)}; ${uses}`;
}

const FLAGS: Record<string, keyof OfferInput> = {
  '--no-sale-items': 'includeSaleItems',
  '--first-order': 'firstOrderOnly',
  '--once': 'oncePerShopper',
  '--listed': 'listed',
};
const NUMBERS: Record<string, keyof OfferInput> = { '--max': 'maxDiscount', '--min': 'minCartValue', '--uses': 'totalUses' };
const LISTS = { '--category': 'categories', '--brand': 'brands', '--product': 'productIds' } as const;

/** The offer `add` describes, or null when its words do not make one. */
function offerOf(args: string[]): OfferInput | null {
  const [name, ...rest] = args;
  if (!name || (name.startsWith('--') && name !== '--auto')) return null;
  const offer: Record<string, unknown> = { code: name === '--auto' ? null : name };
  const scope: Record<string, string | string[]> = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a in FLAGS) {
      offer[FLAGS[a]!] = a !== '--no-sale-items';
      continue;
    }
    const value = rest[++i];
    if (value === undefined) return null;
    const amount = Number(value);
    if (a === '--percent' || a === '--flat') {
      if (!Number.isFinite(amount) || offer.kind) return null;
      Object.assign(offer, { kind: a === '--percent' ? 'percent' : 'flat', value: amount });
    } else if (a in NUMBERS) {
      if (!Number.isFinite(amount)) return null;
      offer[NUMBERS[a]!] = amount;
    } else if (a in LISTS) {
      const key = LISTS[a as keyof typeof LISTS];
      scope[key] = [...((scope[key] as string[] | undefined) ?? []), value];
    } else if (a === '--label') scope.label = value;
    else if (a === '--title') offer.title = value;
    else if (a === '--starts') offer.startsAt = value;
    else if (a === '--ends') offer.endsAt = value;
    else return null;
  }
  if (!offer.title || !offer.kind) return null;
  return { ...offer, scope } as unknown as OfferInput;
}

function readFile(file: string): { offers: unknown[] } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return `Cannot read ${file}: ${(err as Error).message}`;
  }
  const offers = Array.isArray(parsed) ? parsed : (parsed as { offers?: unknown } | null)?.offers;
  return Array.isArray(offers) ? { offers } : `${file} holds no offers: write an array of them, or { "offers": [...] }.`;
}

/** The command's work on the running shop: what it prints, and its exit status. */
export async function runOffersCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [command, ...args] = argv;
  if (command === 'list' && args.length === 0) {
    const answer = await send('GET', '/offers');
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const rows = (answer.body as { data: AdminOfferDto[] }).data;
    return { code: 0, out: rows.length === 0 ? ['No offers.'] : rows.map((o) => describe(o)) };
  }
  if (command === 'load' && args.length === 1) {
    const file = readFile(args[0]!);
    if (typeof file === 'string') return { code: 1, out: [file] };
    const answer = await send('PUT', '/offers', file);
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const written = (answer.body as { data: Array<{ offer: AdminOfferDto; added: boolean }> }).data;
    const added = written.filter((w) => w.added).length;
    return {
      code: 0,
      out: [
        `Loaded ${written.length} offer${written.length === 1 ? '' : 's'}: ${added} added, ${written.length - added} changed.`,
        ...written.map((w) => describe(w.offer)),
      ],
    };
  }
  const offer = command === 'add' ? offerOf(args) : null;
  if (offer) {
    const answer = await send('POST', '/offers', offer);
    if (answer.status !== 201) return { code: 1, out: [errorOf(answer)] };
    return { code: 0, out: [`Added ${describe((answer.body as { offer: AdminOfferDto }).offer)}`] };
  }
  if (command === 'end' && args.length === 1) {
    const answer = await send('POST', `/offers/${encodeURIComponent(args[0]!)}/end`);
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const { offer: ended, already } = answer.body as { offer: AdminOfferDto; already: boolean };
    return { code: 0, out: [`${already ? 'Had ended already' : 'Ended'}: ${describe(ended)}`] };
  }
  return { code: 1, out: [USAGE] };
}

if (require.main === module) runCommand('offers', runOffersCommand);
