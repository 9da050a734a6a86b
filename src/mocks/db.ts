import { istDay } from '@/lib/ist';
import { storage } from '@/lib/storage';
import { demoDbSchema, type DemoDb } from './schema';
import { seedCustomers } from './seed';
import { seedNotifications } from './seed-notifications';

// v3: seeds that add up, holdings and collateral requests, Arjun Shah; an older state is not read.
const KEY = 'lark-demo-db-v3';

function fresh(): DemoDb {
  const today = istDay(new Date());
  const customers = Object.fromEntries(
    seedCustomers(today).map((c) => [c.phone_no, { ...c, ...seedNotifications(c, today) }]),
  );
  return { customers, revoked: [], telemetry: [] };
}

/** The stored state; one that does not parse (edited by hand, an older shape) starts again. */
function load(): DemoDb {
  return storage.readJson(KEY, demoDbSchema) ?? fresh();
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
