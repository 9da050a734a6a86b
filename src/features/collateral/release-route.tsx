import { useState } from 'react';
import { ConfirmChange } from './components/confirm-change';
import { useCollateralChange } from './use-collateral-change';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatNumber, formatRupees } from '@/lib/format';
import { collateralOf } from '@/loan/collateral-rules';
import { useTexts } from '@/lib/i18n/texts';
import { changeTexts } from './change-texts';
import type { LoanDetails } from '@/loan/api/loan-details';
import { RepaymentTiming } from '@/loan/repayment-timing';
import {
  keyOf,
  pledgedPositions,
  previewChange,
  releasableIsEstimate,
  releasableUnits,
  releaseLimitWords,
  releaseRefusal,
  selectionsOf,
} from './collateral-change-rules';
import {
  ChangeHeading,
  changeAside,
  useLineToChange,
  changeLayout,
  Notice,
  RequestDone,
  FundChoice,
} from './components/change-page';
import { ChangePreview } from './components/change-preview';
import { UnitsField } from './components/units-field';

export function ReleaseRoute() {
  const t = useTexts(changeTexts);
  const line = useLineToChange();
  return (
    <>
      <ChangeHeading title={t.kind('RELEASE')} />
      {line.loan ? <ReleaseForm loan={line.loan} /> : line.instead}
    </>
  );
}

function ReleaseForm({ loan }: { loan: LoanDetails }) {
  const funds = pledgedPositions(loan);
  const estimate = releasableIsEstimate(loan);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const confirmed = useCollateralChange();
  const { selections, errors } = selectionsOf(funds, texts);
  const { now, after } = previewChange(loan, 'RELEASE', selections);
  const blocked = releaseRefusal(loan, selections);
  const ready = selections.length > 0 && Object.keys(errors).length === 0 && !blocked;

  const t = useTexts(changeTexts);
  if (confirmed.step.at === 'done') return <RequestDone request={confirmed.step.result} />;
  if (funds.length === 0) return <p className="text-slate-600">{t.noFundsPledged}</p>;
  if (funds.every((fund) => releasableUnits(loan, fund.isin_no, fund.folio_no) === 0))
    return <NothingToRelease loan={loan} />;
  return (
    <div className={changeLayout}>
      <FundChoice>
        {funds.map((fund) => {
          const key = keyOf(fund);
          const max = releasableUnits(loan, fund.isin_no, fund.folio_no, selections);
          const chosen = selections.find((s) => keyOf(s) === key)?.units ?? 0;
          const error =
            errors[key] ?? (chosen > max ? releaseLimitWords(max, fund.scheme_name) : undefined);
          return (
            <UnitsField
              key={key}
              scheme={fund.scheme_name}
              detail={t.releasable(formatNumber(fund.units), formatNumber(max), estimate)}
              label={t.unitsToRelease}
              value={texts[key] ?? ''}
              max={max}
              error={error}
              onChange={(value) => {
                confirmed.startOver();
                setTexts((t) => ({ ...t, [key]: value }));
              }}
            />
          );
        })}
      </FundChoice>
      <div className={changeAside}>
        <ChangePreview now={now} after={after} />
        <ConfirmChange
          confirmed={confirmed}
          change={{ kind: 'RELEASE', items: selections }}
          problem={blocked}
          ready={ready}
        />
      </div>
    </div>
  );
}

/**
 * Every fund 'up to 0': no form, but why. In a margin shortfall the banner above offers its ways
 * out; a line owing exactly what its funds allow is pointed to a repayment.
 */
function NothingToRelease({ loan }: { loan: LoanDetails }) {
  const t = useTexts(changeTexts);
  const { shortfall } = collateralOf(loan);
  return (
    <Notice title={t.nothingToRelease}>
      {shortfall > 0 ? (
        <p>{t.releaseInShortfall(formatRupees(shortfall))}</p>
      ) : (
        <>
          <p>{t.releaseAtLimit}</p>
          <Link to={paths.loanApply} className={buttonClass('primary', 'mt-4')}>
            {t.repayNow}
          </Link>
          <RepaymentTiming className="mt-2" />
        </>
      )}
    </Notice>
  );
}
