/**
 * Days in India's time (IST, UTC+5:30, no daylight saving), as `YYYY-MM-DD`. Pure: `now` is given,
 * so tests fix the time.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The day and the minute of the day in India at `now`. */
export function indiaTime(now: Date): { day: string; minute: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return { day: shifted.toISOString().slice(0, 10), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Neither a Sunday nor a listed holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(day);
}

/** The first working day after `day`. */
export function nextWorkingDay(day: string, holidays: ReadonlySet<string>): string {
  let d = addDays(day, 1);
  while (!isWorkingDay(d, holidays)) d = addDays(d, 1);
  return d;
}

/** The working day `n` working days after `day` (`day` itself for 0). */
export function addWorkingDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let d = day;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d, holidays);
  return d;
}

/** Today if it is a working day and the cut-off hour has not struck; else the next working day. */
export function dispatchDay(now: Date, cutoffHour: number, holidays: ReadonlySet<string>): string {
  const { day, minute } = indiaTime(now);
  return isWorkingDay(day, holidays) && minute < cutoffHour * 60 ? day : nextWorkingDay(day, holidays);
}

/** Seconds until the dispatch day can next change: the cut-off or India's midnight, whichever comes first. */
export function secondsUntilChange(now: Date, cutoffHour: number): number {
  const shifted = now.getTime() + IST_OFFSET_MS;
  const midnight = Math.floor(shifted / DAY_MS) * DAY_MS;
  const cutoff = midnight + cutoffHour * 3_600_000;
  const next = shifted < cutoff ? cutoff : midnight + DAY_MS;
  return Math.ceil((next - shifted) / 1000);
}
