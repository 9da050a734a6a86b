import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { useServerAction } from '@/lib/query/server-action';
import type { LoanDetails } from '@/loan/api/loan-details';
import { mandateSetUp } from '../api/mandate-set-up';
import { autopayMethod } from '../autopay-rules';
import { autopayTexts } from '../texts';

/**
 * 'Set up autopay': the lender's gateway page, opened in this tab when it is one the portal may
 * open; any failure says so here and the page stays.
 */
export function SetUpAutopay({
  maxAmount,
  loan,
}: {
  maxAmount: number | undefined;
  loan: LoanDetails;
}) {
  const t = useTexts(autopayTexts);
  const method = autopayMethod(maxAmount, loan.interest_due_amount);
  // Once the gateway's page is asked for, the button stays busy while the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const { busy, run, error } = useServerAction(mandateSetUp, {
    onSuccess: (page) => {
      setLeaving(true);
      window.location.assign(page.href);
    },
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{method === 'UPI_AUTOPAY' ? t.viaUpi : t.viaEnach}</p>
      <Button busy={busy || leaving} onClick={() => void run(method)}>
        {t.setUp}
      </Button>
      {error && !busy ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t.setUpFailed}
        </p>
      ) : null}
    </div>
  );
}
