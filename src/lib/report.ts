/**
 * What telemetry hears from the rest of the portal: errors the boundaries caught and calls that
 * failed. Telemetry, when configured, sets `report` once it has loaded (after the first page,
 * before the first page's calls can have failed); otherwise nothing of it loads and this stays
 * empty (docs/telemetry.md).
 */
export type Report =
  | { kind: 'error'; error: unknown }
  | { kind: 'call'; method?: string; url?: string; status: number; duration: number };

export const reports: { sink?: (report: Report) => void } = {};
