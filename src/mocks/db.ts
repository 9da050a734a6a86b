import { seedCustomers, type DemoCustomer } from './seed';

type DemoDb = {
  customers: Record<string, DemoCustomer>;
  /** Tokens ended by logout. */
  revoked: string[];
};

const KEY = 'lark-demo-db-v1';

function fresh(): DemoDb {
  const customers = Object.fromEntries(seedCustomers().map((c) => [c.phone_no, c]));
  return { customers, revoked: [] };
}

function load(): DemoDb {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) return JSON.parse(raw) as DemoDb;
  } catch {
    // A corrupt demo database starts again from the seed.
  }
  return fresh();
}

/** The demo backend's state; it survives a reload through local storage. */
export const db = {
  read(): DemoDb {
    return load();
  },
  /** Applies `change` to the stored state and saves it. */
  update<T>(change: (state: DemoDb) => T): T {
    const state = load();
    const result = change(state);
    localStorage.setItem(KEY, JSON.stringify(state));
    return result;
  },
  reset(): void {
    localStorage.removeItem(KEY);
  },
};

/** Demo tokens name their customer, so a test can sign one in by setting the cookie. */
export function newToken(phone: string): string {
  return `demo.${phone}.${crypto.randomUUID()}`;
}

export function phoneOfToken(token: string): string | undefined {
  return /^demo\.(\d{10})\.[\w-]+$/.exec(token)?.[1];
}
