/** The DPDP Act's notice (docs/product.md#privacy): each kind of data we hold, and why. */
const HELD = [
  [
    'Your name, mobile number, email and PAN',
    'to know who you are, check your KYC with the lender and reach you about your loan',
  ],
  [
    'Your mutual funds and shares',
    'to work out how much you can borrow and to pledge them with the lender',
  ],
  ['Your credit line, withdrawals and repayments', 'to run your loan and show you its statements'],
  ['Your bank account', 'to pay your withdrawals into it'],
  ['The device and browser you log in from', 'to keep your account secure'],
] as const;

export function DataHeld() {
  return (
    <dl className="space-y-3 text-sm">
      {HELD.map(([what, why]) => (
        <div key={what}>
          <dt className="font-medium text-slate-900">{what}</dt>
          <dd className="text-slate-600">We use it {why}.</dd>
        </div>
      ))}
    </dl>
  );
}
