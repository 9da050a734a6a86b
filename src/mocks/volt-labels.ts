/**
 * The demo credit-line (Volt) widget's words (static/volt-sdk.js), which the demo server sends with
 * the credit line in the language the widget asks in, as it does its messages (./language.ts puts
 * each `label` into it): the widget itself names no language.
 */
export const VOLT_LABELS = Object.entries({
  region: 'Credit line',
  tag: 'Demo credit line (Volt)',
  heading: 'Withdraw or repay',
  customer: 'Customer',
  amount: 'Amount (₹)',
  withdraw: 'Withdraw',
  repay: 'Repay',
  available: 'Available',
  used: 'Used',
  limit: 'Limit',
}).map(([id, label]) => ({ id, label }));
