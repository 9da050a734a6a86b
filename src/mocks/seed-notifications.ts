import { addDays } from '@/lib/ist';
import { notices, type Notice } from './notifications';
import type { DemoCustomer } from './schema';
import { DEMO_BANK } from './seed-loans';

/** [days before today, IST time, read, notice]: one seeded notification. */
type Seed = [days: number, time: string, read: boolean, notice: Notice];

const withdrawal = (amount: number) =>
  notices.withdrawal(amount, DEMO_BANK.bank_name, DEMO_BANK.account_last_4_digits);

/**
 * What each seeded customer has been told so far, newest first (see seed.ts for who is who),
 * from the day and the customer's own email.
 */
const SEEDS: Record<string, (today: string, email: string) => Seed[]> = {
  'cust-asha': () => [[-3, '10:05', false, notices.welcome()]],
  'cust-rohan': () => [
    [-1, '16:30', false, notices.offer(500_000, 10.5)],
    [-9, '11:15', true, notices.welcome()],
  ],
  'cust-priya': priya,
  'cust-vikram': () => [[-2, '12:40', false, notices.portfolioNotFound()]],
  // Her shortfall is told when first seen (notifications.ts), with the amount her ledger gives then.
  'cust-meera': () => [
    [-33, '14:06', true, withdrawal(71_500)],
    [-61, '11:21', true, withdrawal(145_000)],
  ],
  // Venkata has Priya's line and history (seed.ts), so he is told what she is, at his address.
  'cust-venkata': priya,
};

/**
 * Priya's recent money movements. Her interest due in 5 days is told when first seen
 * (notifications.ts), with the amount her ledger gives then.
 */
function priya(_today: string, email: string): Seed[] {
  return [
    [-28, '12:01', false, withdrawal(25_000)],
    [-46, '17:56', true, notices.repayment(30_000)],
    [-64, '08:31', true, withdrawal(45_000)],
    [-83, '13:11', true, notices.repayment(15_000)],
    [-180, '10:00', true, notices.emailVerified(email)],
  ];
}

/**
 * The seeded notifications of a customer, dated from `today` (an Indian 'YYYY-MM-DD'), and the
 * one-off events they tell.
 */
export function seedNotifications(
  { id, email }: Pick<DemoCustomer, 'id' | 'email'>,
  today: string,
): Pick<DemoCustomer, 'notifications' | 'told'> {
  const seeds = SEEDS[id]?.(today, email) ?? [];
  return {
    notifications: seeds.map(([days, time, read, { key: _key, ...notice }], i) => ({
      id: `ntf-${id.slice(5)}-${i + 1}`,
      created_at: `${addDays(today, days)}T${time}:00+05:30`,
      read,
      ...notice,
    })),
    told: seeds.flatMap(([, , , { key }]) => (key ? [key] : [])),
  };
}
