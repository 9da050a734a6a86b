import { useTexts } from '@/lib/i18n/texts';
import { privacyTexts } from '../texts';

/** The DPDP Act's notice (docs/product.md#privacy): each kind of data we hold, and why. */
export function DataHeld() {
  const t = useTexts(privacyTexts);
  const held = [
    [t.heldIdentity, t.heldIdentityWhy],
    [t.heldHoldings, t.heldHoldingsWhy],
    [t.heldLoan, t.heldLoanWhy],
    [t.heldBank, t.heldBankWhy],
    [t.heldDevice, t.heldDeviceWhy],
  ] as const;
  return (
    <dl className="space-y-3 text-sm">
      {held.map(([what, why]) => (
        <div key={what}>
          <dt className="font-medium text-slate-900">{what}</dt>
          <dd className="text-slate-600">{why}</dd>
        </div>
      ))}
    </dl>
  );
}
