import * as z from 'zod/mini';
import { CODE_PURPOSES } from './phone-codes';

/**
 * The demo backend's stored state, as schemas: its types come from here, and what it reads back
 * from local storage (which anyone can edit) is parsed with them before it is used.
 */
const demoTransaction = z.object({
  id: z.string(),
  created_at: z.string(),
  event_type: z.string(),
  event_details: z.object({
    bank_name: z.string(),
    account_last_4_digits: z.string(),
    application_type: z.string(),
    withdrawal_amount: z.optional(z.number()),
    repayment_amount: z.optional(z.number()),
  }),
  // The loan servicing fields (docs/api-contract.md#loan-servicing-fields).
  status: z.optional(z.enum(['INITIATED', 'SUCCESSFUL', 'FAILED'])),
  reference: z.optional(z.string()),
  failure_reason: z.optional(z.string()),
});
export type DemoTransaction = z.infer<typeof demoTransaction>;

const demoLoan = z.object({
  credit_status: z.string(),
  total_credit_amount: z.number(),
  current_applicable_interest_rate: z.number(),
  pledged_portfolio_amount: z.number(),
  renewal_date: z.string(),
  processing_charges: z.number(),
  interest_due_date: z.string(),
  pledged_portfolio_items: z.array(
    z.object({
      scheme_name: z.string(),
      folio_no: z.string(),
      total_available_units: z.number(),
      isin_no: z.string(),
      // The valuation and the lender's cap.
      fund_type: z.optional(z.enum(['EQUITY', 'DEBT', 'HYBRID', 'OTHER'])),
      nav: z.optional(z.number()),
      nav_date: z.optional(z.string()),
      market_value: z.optional(z.number()),
      ltv_percent: z.optional(z.number()),
    }),
  ),
  // The loan servicing fields. What is owed, available and short is never stored: the ledger
  // gives it when the loan is asked for (docs/demo-backend.md#one-set-of-books).
  drawing_power: z.optional(z.number()),
  max_ltv_percent: z.optional(z.number()),
  shortfall_due_date: z.optional(z.string()),
  annual_percentage_rate: z.optional(z.number()),
  lender_name: z.optional(z.string()),
  // The ledger's own facts (docs/demo-backend.md#ledger): the line's first day and the charges
  // that are not money moving; absent in a state stored before them.
  opened_on: z.optional(z.string()),
  charges: z.optional(
    z.array(
      z.object({
        posted_on: z.string(),
        kind: z.enum(['PENAL_CHARGE', 'REVERSAL']),
        description: z.string(),
        amount: z.number(),
      }),
    ),
  ),
});
export type DemoLoan = z.infer<typeof demoLoan>;

const demoNotification = z.object({
  id: z.string(),
  type: z.enum(['success', 'info', 'warning', 'error']),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  link: z.optional(z.string()),
});
export type DemoNotification = z.infer<typeof demoNotification>;
// The privacy calls (docs/api-contract.md#privacy).
export const PRIVACY_REQUEST_TYPES = ['ACCESS', 'CORRECTION', 'ERASURE', 'NOMINATION'] as const;
const demoConsent = z.object({ purpose: z.string(), granted: z.boolean(), updated_at: z.string() });
export type DemoConsent = z.infer<typeof demoConsent>;
const demoPrivacyRequest = z.object({
  id: z.string(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  details: z.string(),
  status: z.enum(['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED']),
  created_at: z.string(),
  due_at: z.string(),
});
export type DemoPrivacyRequest = z.infer<typeof demoPrivacyRequest>;

// Collateral self-service (docs/api-contract.md#collateral-self-service).
const demoHolding = z.object({
  isin_no: z.string(),
  scheme_name: z.string(),
  folio_no: z.string(),
  fund_type: z.enum(['EQUITY', 'DEBT', 'HYBRID', 'OTHER']),
  units: z.number(),
  nav: z.number(),
  nav_date: z.string(),
  ltv_percent: z.number(),
  eligible: z.boolean(),
  reason: z.optional(z.string()),
});
export type DemoHolding = z.infer<typeof demoHolding>;
export const COLLATERAL_KINDS = ['RELEASE', 'PLEDGE', 'CLOSE'] as const;
const demoCollateralRequest = z.object({
  id: z.string(),
  kind: z.enum(COLLATERAL_KINDS),
  status: z.enum(['RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED']),
  items: z.array(
    z.object({
      isin_no: z.string(),
      folio_no: z.string(),
      units: z.number(),
      scheme_name: z.string(),
    }),
  ),
  created_at: z.string(),
  due_at: z.string(),
  completed_at: z.optional(z.string()),
  failure_reason: z.optional(z.string()),
});
export type DemoCollateralRequest = z.infer<typeof demoCollateralRequest>;

// Account security (docs/demo-backend.md#account-security).
const demoSession = z.object({
  id: z.string(),
  /** The token's print (`tokenPrint`), never the token. */
  token: z.string(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  city: z.optional(z.string()),
  created_at: z.string(),
  last_active_at: z.string(),
});
export type DemoSession = z.infer<typeof demoSession>;

const demoCustomer = z.object({
  id: z.string(),
  phone_no: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_email_verified: z.boolean(),
  pan: z.string(),
  application_status: z.nullable(z.string()),
  /** false until the registration step has been completed. */
  registered: z.boolean(),
  /** Addresses whose emailed code this customer entered (docs/demo-backend.md#rules). */
  verified_emails: z.optional(z.array(z.string())),
  /** get-offers made this customer an offer (docs/demo-backend.md#rules). */
  offer_made: z.optional(z.boolean()),
  loan: z.optional(demoLoan),
  transactions: z.array(demoTransaction),
  /** Notifications, newest last (as written); absent in a state stored before them. */
  notifications: z.optional(z.array(demoNotification)),
  /** The one-off events (an interest date, a shortfall) already told, deleted or not. */
  told: z.optional(z.array(z.string())),
  // Absent until the customer's consents are first asked for.
  consents: z.optional(z.array(demoConsent)),
  privacy_requests: z.optional(z.array(demoPrivacyRequest)),
  /** Units not under lien, from the last portfolio fetch. */
  holdings: z.optional(z.array(demoHolding)),
  /** Phone codes sent and not used yet, and what each confirms (docs/demo-backend.md#rules). */
  phone_codes: z.optional(
    z.array(z.object({ purpose: z.enum(CODE_PURPOSES), change: z.string(), sent_at: z.number() })),
  ),
  /** Release, pledge and close requests, oldest first. */
  collateral_requests: z.optional(z.array(demoCollateralRequest)),
  /** The password's hash, once changed (until then the demo's, `Demo@1234`): ./password.ts. */
  password_hash: z.optional(z.string()),
  /** When the last wrong passwords were tried, oldest first (the 429 after 5 in 15 minutes). */
  failed_logins: z.optional(z.array(z.string())),
  /** The sessions the server knows, each with its token. */
  sessions: z.optional(z.array(demoSession)),
  /**
   * The interest autopay set up in the demo (Meera's): the gateway's request and when the
   * customer authorised it there (docs/demo-backend.md#interest-autopay).
   */
  mandate: z.optional(
    z.object({
      method: z.enum(['UPI_AUTOPAY', 'ENACH']),
      request: z.string(),
      authorised_at: z.optional(z.number()),
    }),
  ),
  bank: z.optional(
    z.object({
      account_number: z.string(),
      ifsc_code: z.string(),
      account_holder_name: z.string(),
      bank_name: z.string(),
    }),
  ),
});
export type DemoCustomer = z.infer<typeof demoCustomer>;

export const demoDbSchema = z.object({
  customers: z.record(z.string(), demoCustomer),
  /** Tokens ended by logout, and the prints of sessions ended from another device. */
  revoked: z.array(z.string()),
  /** The last 200 telemetry events the portal sent (POST /telemetry), newest last. */
  telemetry: z._default(z.array(z.record(z.string(), z.unknown())), []),
});
export type DemoDb = z.infer<typeof demoDbSchema>;

export const faultsSchema = z.array(
  z.object({
    method: z.string(),
    path: z.string(),
    kind: z.enum(['http500', 'http401', 'http404', 'malformed', 'timeout', 'offline', 'json']),
    times: z.optional(z.number()),
    /** What a `json` fault answers, as a server that sent it would. */
    body: z.optional(z.unknown()),
    delayMs: z.optional(z.number()),
  }),
);
export type Fault = z.infer<typeof faultsSchema>[number];
export type FaultKind = Fault['kind'];
