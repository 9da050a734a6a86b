/** The signed-in first reads sent by the page's HTML (scripts/early-reads.mjs). */
export const EARLY_READS_SETTINGS: string;
export const EARLY_READS_SCRIPT: string;
export const EARLY_READS_SOURCE: string;
