import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SettingError } from '../../platform/config/config';

/** The holidays file (HOLIDAYS_FILE): days, `YYYY-MM-DD` in India, on which nothing is dispatched or delivered. */
const HolidaysFile = Type.Object({
  holidays: Type.Array(
    Type.Object({
      date: Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' }),
      name: Type.String({ minLength: 1 }),
      provisional: Type.Optional(Type.Boolean()),
    }),
  ),
});

/** The file's days; a file that is not of this form stops the start with one sentence. */
export function readHolidays(file: string): ReadonlySet<string> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new SettingError(`HOLIDAYS_FILE must be a JSON file of holidays; ${file}: ${(err as Error).message}`);
  }
  const wrong = Value.Errors(HolidaysFile, data).First();
  if (wrong)
    throw new SettingError(`HOLIDAYS_FILE must be a JSON file of holidays; ${file} has ${wrong.path || 'its top'} ${wrong.message}`);
  return new Set((data as { holidays: { date: string }[] }).holidays.map((h) => h.date));
}
