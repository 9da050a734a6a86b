import { openedOn } from './ledger';
import type { DemoCustomer } from './schema';

/** The three documents of a demo line: small PDFs the demo build serves. */
const DOCUMENTS = [
  ['KFS', 'Key Fact Statement', 'kfs.pdf'],
  ['SANCTION_LETTER', 'Sanction letter', 'sanction-letter.pdf'],
  ['LOAN_AGREEMENT', 'Loan agreement', 'loan-agreement.pdf'],
] as const;

/**
 * A line's KFS, sanction letter and agreement, issued on the day it opened: the day its ledger
 * charges the processing fee, so no charge comes before the papers that agree it.
 */
export const loanDocumentsOf = (customer: DemoCustomer, today: string) =>
  DOCUMENTS.map(([type, title, file]) => ({
    id: type.toLowerCase(),
    type,
    title,
    url: new URL(`/demo/${file}`, window.location.origin).href,
    issued_at: openedOn(customer, today),
  }));
