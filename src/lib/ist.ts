/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day in India at `moment`, as 'YYYY-MM-DD', wherever the phone thinks it is. */
export function istDay(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date and time in India at `moment`, as 'YYYY-MM-DD HH:mm'. */
export function istMinute(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The Indian calendar day a server's date names: a 'YYYY-MM-DD' day as it is, a date and time
 * (with its zone) as the day it is in India; undefined for anything else.
 */
export function dayOf(value: string): string | undefined {
  if (DAY.test(value)) return parseDay(value) === undefined ? undefined : value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : istDay(new Date(time));
}

/** A 'YYYY-MM-DD' day read exactly (as midnight UTC), or undefined for anything else. */
function parseDay(value: string): number | undefined {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value
    ? undefined
    : time;
}

/** Whole days from day `from` to the day `to` names (see dayOf): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number | undefined {
  const start = parseDay(from);
  const endDay = dayOf(to);
  const end = endDay === undefined ? undefined : parseDay(endDay);
  return start === undefined || end === undefined ? undefined : Math.round((end - start) / DAY_MS);
}

/** The day `days` after `day` ('YYYY-MM-DD'; negative goes back). */
export function addDays(day: string, days: number): string {
  const start = parseDay(day);
  if (start === undefined) throw new RangeError(`Not a day: ${day}`);
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}
