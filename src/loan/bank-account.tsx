/**
 * A mandate's bank account as the portal names it, 'HDFC Bank ••4821': the bank's name and the
 * last digits are the server's, never translated.
 */
export function BankAccount({ bank, last4 }: { bank: string; last4: string }) {
  const name = `${bank} ••${last4}`;
  return (
    <span translate="no" className="font-semibold">
      {name}
    </span>
  );
}
