import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orAbsent, request } from '@/lib/api';
import { dayOf } from '@/lib/ist';
import { amount, text } from '@/lib/schema';
import { loanKeys } from '@/loan/api/loan-keys';
import type { HistoryPoint } from '../history-rules';

/** The ranges the server is asked for, in days; 90 is the default. */
export const RANGES = [30, 90, 365] as const;
export type Range = (typeof RANGES)[number];

export const EVENT_KINDS = [
  'NAV_MOVE',
  'PLEDGE',
  'RELEASE',
  'LTV_CAP_CHANGE',
  'SCHEME_REMOVED',
  'LIMIT_CHANGE',
] as const;

const day = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const parsed = dayOf(value);
    if (parsed === undefined)
      ctx.issues.push({ code: 'custom', message: 'Not a day', input: value });
    return parsed ?? '';
  }),
);

const pointSchema = z.object({
  date: day,
  drawing_power: amount,
  principal_outstanding: amount,
  pledged_value: amount,
});

const optionalNumber = z.catch(z.optional(amount), undefined);

const eventSchema = z.object({
  date: day,
  kind: z.enum(EVENT_KINDS),
  change: amount,
  scheme_name: text,
  detail: z.catch(
    z.object({
      nav_change_percent: optionalNumber,
      from_percent: optionalNumber,
      to_percent: optionalNumber,
    }),
    {},
  ),
});
export type HistoryEvent = z.infer<typeof eventSchema>;

/** A point or an event that does not parse is left out (a gap), not the whole history. */
const orNull = <S extends z.ZodMiniType>(schema: S) => z.catch(z.nullable(schema), null);

const historySchema = z.object({
  data: z.object({
    points: z.array(orNull(pointSchema)),
    events: z.catch(z.array(orNull(eventSchema)), []),
  }),
});

/** A history knows the range it covers, so a screen showing the last range while the next loads names the right one. */
export type History = { days: Range; points: HistoryPoint[]; events: HistoryEvent[] };

/** Oldest first, at most one a day, as the chart reads them, whatever order they came in. */
function byDay(points: (HistoryPoint | null)[]): HistoryPoint[] {
  const days = new Map<string, HistoryPoint>();
  for (const p of points) if (p) days.set(p.date, p);
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The last `days` days of drawing power, or null where the server has none (404 hides it). */
async function getHistory(days: Range): Promise<History | null> {
  const body = await orAbsent(() =>
    request(historySchema, { url: '/loan/drawing-power-history', params: { days } }),
  );
  if (!body) return null;
  return {
    days,
    points: byDay(body.data.points),
    events: body.data.events.filter((e): e is HistoryEvent => e !== null),
  };
}

export const drawingPowerHistoryQuery = (days: Range) =>
  queryOptions({
    queryKey: loanKeys.drawingPowerHistory(days),
    queryFn: () => getHistory(days),
  });
