/**
 * For `vi.waitFor` on something that goes through the network layer or a lazily loaded module:
 * its default of 1 s is less than a call takes when another heavy job shares the machine's two
 * cores (the logout test read nothing after 1.4 s in a whole run).
 */
export const UNDER_LOAD = { timeout: 15_000 } as const;
