/** The Content-Security-Policy of a build (scripts/csp.mjs). */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string;
