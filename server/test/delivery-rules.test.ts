/** The delivery check's pure rules (server/src/delivery): days in India's time, zones, cash on delivery. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SettingError } from '../src/config';
import { addWorkingDays, dispatchDay, indiaTime, isWorkingDay, secondsUntilChange } from '../src/modules/delivery/dates';
import { readHolidays } from '../src/modules/delivery/holidays';
import { codFor, deliveryTo, transitDays, zoneOf, type CodSettings, type DeliveryRules } from '../src/modules/delivery/rules';
import { cityOf, officialState, stateOf, STATES } from '../src/modules/delivery/states';

const HOLIDAYS = readHolidays(path.join(__dirname, '..', 'src', 'modules', 'delivery', 'holidays.json'));
/** A moment given in India's time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('days in India', () => {
  it('reads the day and minute in IST, whatever the UTC date', () => {
    expect(indiaTime(new Date('2026-11-27T08:29:59Z'))).toEqual({ day: '2026-11-27', minute: 13 * 60 + 59 });
    // 18:30 UTC is midnight in India: already the next day there.
    expect(indiaTime(new Date('2026-11-28T18:30:00Z'))).toEqual({ day: '2026-11-29', minute: 0 });
    expect(indiaTime(new Date('2026-12-31T18:29:00Z')).day).toBe('2026-12-31');
    expect(indiaTime(new Date('2026-12-31T18:30:00Z')).day).toBe('2027-01-01');
  });

  it('counts neither Sundays nor the listed holidays as working days', () => {
    expect(isWorkingDay('2026-11-29', HOLIDAYS)).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-28', HOLIDAYS)).toBe(true); // Saturday
    expect(isWorkingDay('2026-12-25', HOLIDAYS)).toBe(false); // Christmas, a Friday
    expect(isWorkingDay('2026-12-25', new Set())).toBe(true);
  });

  it('dispatches today before the cut-off and on the next working day from it', () => {
    expect(dispatchDay(ist('2026-11-27T13:59:59'), 14, HOLIDAYS)).toBe('2026-11-27'); // Friday
    expect(dispatchDay(ist('2026-11-27T14:00:00'), 14, HOLIDAYS)).toBe('2026-11-28'); // Saturday works
    expect(dispatchDay(ist('2026-11-28T14:00:00'), 14, HOLIDAYS)).toBe('2026-11-30'); // past Sunday
    expect(dispatchDay(ist('2026-11-29T09:00:00'), 14, HOLIDAYS)).toBe('2026-11-30'); // a Sunday morning
    // Independence Day 2026 is a Saturday: Friday after the cut-off waits for Monday.
    expect(dispatchDay(ist('2026-08-14T15:00:00'), 14, HOLIDAYS)).toBe('2026-08-17');
    expect(dispatchDay(ist('2026-12-24T16:00:00'), 14, HOLIDAYS)).toBe('2026-12-26'); // past Christmas
    expect(dispatchDay(ist('2026-12-31T14:30:00'), 14, HOLIDAYS)).toBe('2027-01-01'); // over the year end
    expect(dispatchDay(ist('2026-11-27T09:00:00'), 0, HOLIDAYS)).toBe('2026-11-28'); // cut-off 0: never the same day
    expect(dispatchDay(ist('2026-11-27T23:59:00'), 24, HOLIDAYS)).toBe('2026-11-27'); // 24: all day
  });

  it('adds working days over Sundays, holidays and the year end', () => {
    expect(addWorkingDays('2026-11-27', 0, HOLIDAYS)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-27', 2, HOLIDAYS)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-24', 1, HOLIDAYS)).toBe('2026-12-26');
    expect(addWorkingDays('2026-12-30', 3, HOLIDAYS)).toBe('2027-01-02');
    expect(addWorkingDays('2027-01-23', 2, HOLIDAYS)).toBe('2027-01-27'); // Monday 25th, then past Republic Day (Tuesday 26th)
  });

  it('says how long an answer holds: until the cut-off, then until midnight in India', () => {
    expect(secondsUntilChange(ist('2026-11-27T13:59:00'), 14)).toBe(60);
    expect(secondsUntilChange(ist('2026-11-27T14:00:00'), 14)).toBe(10 * 3600);
    expect(secondsUntilChange(ist('2026-11-27T23:59:59'), 14)).toBe(1);
    expect(secondsUntilChange(ist('2026-11-27T00:00:00'), 0)).toBe(24 * 3600);
  });
});

describe('zones and days in transit', () => {
  const place = (pincode: string, state = 'Karnataka') => ({ pincode, city: 'Somewhere', state });

  it('follows the pincode structure: sorting district, circle, region, the country', () => {
    expect(zoneOf('560025', '560001')).toBe('district');
    expect(zoneOf('560025', '562101')).toBe('circle');
    expect(zoneOf('560025', '575001')).toBe('region');
    expect(zoneOf('560025', '411001')).toBe('national');
    expect([560001, 562101, 575001].map((p) => transitDays('560025', place(String(p))))).toEqual([1, 2, 3]);
    expect(transitDays('560025', place('411001', 'Maharashtra'))).toBe(5);
  });

  it('adds days for the North-East, Sikkim, Jammu and Kashmir, Ladakh and the islands', () => {
    expect(transitDays('560025', place('744101', 'Andaman and Nicobar Islands'))).toBe(8);
    expect(transitDays('560025', place('682551', 'Lakshadweep'))).toBe(8);
    expect(transitDays('560025', place('576101', 'Sikkim'))).toBe(6); // a remote state one region away: 3 + 3
    expect(transitDays('560025', place('194101', 'Ladakh'))).toBe(8);
    expect(transitDays('560025', place('799001', 'Tripura'))).toBe(8);
    // Within a remote sorting district it is local.
    expect(transitDays('744101', place('744102', 'Andaman and Nicobar Islands'))).toBe(1);
  });
});

describe('cash on delivery', () => {
  const settings: CodSettings = {
    maxOrderValue: 25000,
    fee: 49,
    excludedStates: new Set(['Andaman and Nicobar Islands', 'Lakshadweep']),
    excludedPincodes: new Set(['400001']),
  };
  const pune = { pincode: '411001', city: 'Pune', state: 'Maharashtra' };

  it('is refused by area (state or pincode) before the value', () => {
    const portBlair = { pincode: '744101', city: 'South Andaman', state: 'Andaman and Nicobar Islands' };
    expect(codFor(portBlair, 100, settings)).toEqual({ available: false, fee: 49, maxOrderValue: 25000, reason: 'area' });
    expect(codFor({ ...pune, pincode: '400001' }, 99_999, settings).reason).toBe('area');
  });

  it('takes orders up to the ceiling, itself included, and any value without one', () => {
    expect(codFor(pune, 25000, settings)).toEqual({ available: true, fee: 49, maxOrderValue: 25000 });
    expect(codFor(pune, 25000.01, settings)).toEqual({ available: false, fee: 49, maxOrderValue: 25000, reason: 'order_value' });
    expect(codFor(pune, null, settings).available).toBe(true);
    expect(codFor(pune, 10_000_000, { ...settings, maxOrderValue: null })).toEqual({ available: true, fee: 49, maxOrderValue: null });
  });

  it('answers the whole check for a place at a moment', () => {
    const rules: DeliveryRules = { dispatchPincode: '560025', cutoffHour: 14, holidays: HOLIDAYS, cod: settings };
    expect(deliveryTo(pune, ist('2026-11-27T10:00:00'), null, rules)).toEqual({
      pincode: '411001',
      city: 'Pune',
      state: 'Maharashtra',
      deliveryDate: '2026-12-03', // Friday 27th + 5 working days: Sat, Mon, Tue, Wed, Thu
      days: 5,
      cod: { available: true, fee: 49, maxOrderValue: 25000 },
    });
  });
});

describe('names and the holidays file', () => {
  it("names states as they are called today, Ladakh's districts included", () => {
    expect(officialState('Chattisgarh')).toBe('Chhattisgarh');
    expect(officialState(' andaman  &  nicobar ')).toBe('Andaman and Nicobar Islands');
    expect(officialState('Daman & Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(officialState('Atlantis')).toBeNull();
    expect(stateOf('Jammu & Kashmir', 'Leh')).toBe('Ladakh');
    expect(stateOf('Jammu & Kashmir', 'Kargil')).toBe('Ladakh');
    expect(stateOf('Jammu & Kashmir', 'Srinagar')).toBe('Jammu and Kashmir');
    expect(cityOf('Bilaspur (HP)')).toBe('Bilaspur');
    expect(cityOf('Bijapur(KAR)')).toBe('Bijapur');
    expect(cityOf('SOUTH ANDAMAN')).toBe('South Andaman');
    expect(cityOf('North 24 Parganas')).toBe('North 24 Parganas');
    expect(STATES).toHaveLength(36);
  });

  it("ships India's gazetted holidays of 2026 and 2027, and refuses a file of another form", () => {
    expect([...HOLIDAYS].filter((d) => d.startsWith('2026'))).toHaveLength(17);
    expect([...HOLIDAYS].filter((d) => d.startsWith('2027')).length).toBeGreaterThanOrEqual(16);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'holidays-'));
    const file = path.join(dir, 'holidays.json');
    fs.writeFileSync(file, JSON.stringify({ holidays: [{ date: '26-01-2026', name: 'Republic Day' }] }));
    expect(() => readHolidays(file)).toThrow(SettingError);
    expect(() => readHolidays(file)).toThrow(/^HOLIDAYS_FILE must be a JSON file of holidays; .* has \/holidays\/0\/date/);
    fs.writeFileSync(file, '{');
    expect(() => readHolidays(file)).toThrow(/^HOLIDAYS_FILE must be a JSON file of holidays/);
    fs.rmSync(dir, { recursive: true });
  });
});
