import * as z from 'zod/mini';
import { textsNow } from '@/lib/i18n/texts';
import { eligibilityTexts } from './texts';

const errorSchema = z.union([z.string(), z.object({ message: z.optional(z.string()) })]);

// A union rather than zod's discriminatedUnion, which would add 2 kB to the entry every page
// loads (docs/performance.md#what-reaches-login); the types tell the messages apart all the same.
const messageSchema = z.union([
  z.object({ type: z.literal('READY') }),
  z.object({
    type: z.literal('ELIGIBILITY_RESULT'),
    data: z.object({ message: z.optional(z.string()) }),
  }),
  z.object({
    type: z.literal('ERROR'),
    data: z.optional(z.object({ error: z.optional(errorSchema) })),
  }),
  z.object({ type: z.literal('CLOSE') }),
  z.object({ type: z.literal('CLOSE_FRAME') }),
]);
export type WidgetMessage = z.infer<typeof messageSchema>;

/**
 * A message from the eligibility widget, or undefined: accepted only from the widget's origin
 * and from the widget's own window, and only in the protocol's shape. Never throws.
 */
export function readWidgetMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): WidgetMessage | undefined {
  if (!expected.source || event.origin !== expected.origin || event.source !== expected.source) {
    return undefined;
  }
  const parsed = messageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}

export function widgetErrorText(message: Extract<WidgetMessage, { type: 'ERROR' }>): string {
  const error = message.data?.error;
  const text = typeof error === 'string' ? error : error?.message;
  // The widget's own words as it sent them; ours, in the language on screen, when it sent none.
  return text?.trim() || textsNow(eligibilityTexts).widgetError;
}
