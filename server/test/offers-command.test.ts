/** npm run offers on the running shop (through its admin API, as the command calls it): list, load, add, end. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOffersCommand } from '../src/modules/offers/cli';
import { adminOf, useTestApp, withDemoOffers } from './helpers';
import { DASH, line, quote } from './offersHelpers';

const t = useTestApp();
beforeEach(() => withDemoOffers(t.db));
const offers = (...argv: string[]) => runOffersCommand(adminOf(t.app), argv);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offers-command-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: unknown) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, typeof content === 'string' ? content : JSON.stringify(content));
  return at;
};

describe('npm run offers', () => {
  it('lists every offer with its rule, dates and uses', async () => {
    const listed = await offers('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('RUN10  10% off running shoes: 10% off, up to ₹500, on running shoes; listed; running; uses 0');
    expect(
      listed.out.some((l) => /^\(automatic\) [0-9a-f-]{36} {2}₹200 off orders above ₹2,999: ₹200 off, above ₹2,999; listed/.test(l)),
    ).toBe(true);
    expect(listed.out.at(-1)).toMatch(/^EXPIRED {2}20% off for Diwali: .*typed only; ended 30 Nov 2026; uses 0$/);
    expect(listed.out).toContain(
      'YOGA20  20% off yoga gear, first 100 orders: 20% off, up to ₹400, on yoga gear, not on sale items; listed; running; uses 0 (of 100)',
    );
  });

  it('adds an offer the quote takes at once, and refuses one whose code is taken or whose words are wrong', async () => {
    const added = await offers('add', 'dash5', '--title', '5% off Dash', '--percent', '5', '--product', DASH.id, '--uses', '3', '--listed');
    expect(added).toEqual({ code: 0, out: ['Added DASH5  5% off Dash: 5% off, on selected products; listed; running; uses 0 (of 3)'] });
    expect((await quote(t.app, { lines: [line(DASH.id)], coupon: 'DASH5' })).json().discount).toBe(89.95);
    expect(await offers('add', 'DASH5', '--title', 'Again', '--flat', '10')).toEqual({
      code: 1,
      out: ['An offer has the code DASH5 already.'],
    });
    expect((await offers('add', 'BIG', '--title', 'Too much', '--percent', '120')).out).toEqual(['BIG: a percent off is at most 100.']);
    expect((await offers('add', 'LATE', '--title', 'x', '--flat', '5', '--starts', 'tomorrow')).out[0]).toMatch(/startsAt must be a date/);
    const auto = await offers('add', '--auto', '--title', '₹99 off shoes', '--flat', '99', '--category', 'Sports Shoes', '--min', '999');
    expect(auto.out[0]).toMatch(
      /^Added \(automatic\) [0-9a-f-]{36} {2}₹99 off shoes: ₹99 off, above ₹999, on sports shoes; not listed; running; uses 0$/,
    );
  });

  it('loads a file of offers whole: what it names is written, loading again changes them', async () => {
    const offer = { code: 'FILE10', title: '10% off', kind: 'percent', value: 10, listed: true, endsAt: '2030-01-01T00:00:00+05:30' };
    const auto = { title: '₹500 off above ₹9,999', kind: 'flat', value: 500, minCartValue: 9999 };
    const first = await offers('load', file('offers.json', [offer, auto]));
    expect(first.code).toBe(0);
    expect(first.out[0]).toBe('Loaded 2 offers: 2 added, 0 changed.');
    const again = await offers('load', file('offers2.json', { offers: [{ ...offer, value: 12 }, auto] }));
    expect(again.out[0]).toBe('Loaded 2 offers: 0 added, 2 changed.');
    expect(again.out[1]).toMatch(/^FILE10 {2}10% off: 12% off; listed; running until 1 Jan 2030; uses 0$/);
    // Loaded again without a start, a running offer keeps the one it had.
    const starts = async () => (await t.db.query<{ s: Date }>("SELECT starts_at AS s FROM offers WHERE code = 'FILE10'")).rows[0]!.s;
    const before = await starts();
    await offers('load', file('offers3.json', [offer]));
    expect(await starts()).toEqual(before);
    // A file with one wrong offer writes none of it.
    const wrong = await offers(
      'load',
      file('wrong.json', [
        { ...offer, code: 'NEW1' },
        { ...offer, code: 'NEW2', kind: 'half' },
      ]),
    );
    expect(wrong.code).toBe(1);
    expect((await offers('list')).out.some((l) => l.startsWith('NEW1'))).toBe(false);
    expect((await offers('load', file('twice.json', [offer, offer]))).out).toEqual(['FILE10 is in the file twice.']);
    expect((await offers('load', path.join(dir, 'missing.json'))).out[0]).toMatch(/^Cannot read .*missing\.json/);
    expect((await offers('load', file('none.json', { x: 1 }))).out[0]).toMatch(/holds no offers/);
  });

  it('ends an offer now, by code or an automatic one by its title: the quote says Expired', async () => {
    expect((await offers('end', 'run10')).out[0]).toMatch(/^Ended: RUN10 {2}10% off running shoes: .*; ended \d+ \w+ 2026; uses 0$/);
    expect((await quote(t.app, { lines: [line(DASH.id)], coupon: 'RUN10' })).json().coupon.reason).toBe('Expired');
    expect((await offers('end', 'RUN10')).out[0]).toMatch(/^Had ended already: RUN10/);
    expect((await offers('end', '₹200 off orders above ₹2,999')).code).toBe(0);
    expect(await offers('end', 'NOSUCH')).toEqual({ code: 1, out: ['No offer NOSUCH.'] });
  });

  it('shows its usage for anything else', async () => {
    for (const argv of [
      [],
      ['list', 'x'],
      ['add', 'X1'],
      ['add', 'X1', '--title', 't'],
      ['add', 'X1', '--title', 't', '--flat'],
      ['end'],
      ['drop', 'X'],
    ]) {
      const answer = await offers(...argv);
      expect(answer.code).toBe(1);
      expect(answer.out[0]).toMatch(/^Usage: npm run offers -- list/);
    }
  });
});
