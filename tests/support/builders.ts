import type * as z from 'zod/mini';
import { collateralRequestSchema } from '@/loan/api/collateral-requests';
import { loanDetailsSchema, pledgedItemSchema } from '@/loan/api/loan-details';

/**
 * Test data in the wire's shapes (docs/testing.md#test-data): each builder takes the fields a test
 * cares about, as the server would send them, and returns them read by the portal's own schema,
 * so every other field is what the portal makes of it being absent. The result is also a valid
 * answer for the demo backend (`HttpResponse.json({ data: collateralRequest({...}) })`).
 */

/** An active line with nothing else said: no funds, no amounts, no dates. */
export const loanDetails = (fields: Partial<z.input<typeof loanDetailsSchema>> = {}) =>
  loanDetailsSchema.parse({ credit_status: 'ACTIVE', ...fields });

/** A pledged fund, named by its fields. */
export const pledgedItem = (fields: Partial<z.input<typeof pledgedItemSchema>> = {}) =>
  pledgedItemSchema.parse(fields);

/** A release received and not yet worked on, of no funds, unless said. */
export const collateralRequest = (fields: Partial<z.input<typeof collateralRequestSchema>> = {}) =>
  collateralRequestSchema.parse({ id: 'col-1', kind: 'RELEASE', status: 'RECEIVED', ...fields });
