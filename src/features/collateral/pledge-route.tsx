import { useQuery } from '@tanstack/react-query';
import { ConfirmChange } from './components/confirm-change';
import { useCollateralChange } from './use-collateral-change';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { holdingsQuery, type Holding } from './api/collateral';
import type { LoanDetails } from '@/loan/api/loan-details';
import {
  keyOf,
  previewChange,
  selectionsOf,
  cureWords,
  shortfallCure,
  type Position,
} from './collateral-change-rules';
import {
  ChangeHeading,
  changeAside,
  useLineToChange,
  changeLayout,
  Notice,
  RequestDone,
  FundChoice,
  TalkToUs,
} from './components/change-page';
import { ChangePreview } from './components/change-preview';
import { UnitsField } from './components/units-field';
import { changeTexts, type ChangeTexts } from './change-texts';

export function PledgeRoute() {
  const t = useTexts(changeTexts);
  const line = useLineToChange();
  return (
    <>
      <ChangeHeading title={t.kind('PLEDGE')} />
      {line.loan ? <PledgeHoldings loan={line.loan} /> : line.instead}
    </>
  );
}

function PledgeHoldings({ loan }: { loan: LoanDetails }) {
  const holdings = loadable(useQuery(holdingsQuery));
  const t = useTexts(changeTexts);
  if (holdings.status === 'loading') return <Skeleton rows={3} label={t.loadingFunds} />;
  if (holdings.status === 'error')
    return <LoadError message={t.fundsFailed} onRetry={holdings.retry} />;
  // Nothing to choose: why, and the way on, instead of a form.
  if (!holdings.data?.length)
    return (
      <Notice title={t.noOtherFunds}>
        <p>{t.allPledged}</p>
        <TalkToUs />
      </Notice>
    );
  if (!holdings.data.some((holding) => holding.eligible))
    return (
      <Notice title={t.noneEligible}>
        <p>{t.noneEligibleWhy}</p>
        <div className="mt-2 divide-y divide-slate-100 border-t border-slate-100">
          {holdings.data.map((holding) => (
            <IneligibleFund key={keyOf(holding)} holding={holding} />
          ))}
        </div>
        <TalkToUs />
      </Notice>
    );
  return <PledgeForm loan={loan} holdings={holdings.data} />;
}

/** What a holding is, as the pledge form lists it. */
function heldWords(t: ChangeTexts, holding: Holding): string {
  return t.held(
    formatNumber(holding.units),
    holding.nav === undefined ? undefined : formatRupees(holding.nav),
    holding.ltv_percent === undefined ? undefined : formatPercent(holding.ltv_percent),
  );
}

/** A holding the lender does not take: its name, what is held, and why (no field). */
function IneligibleFund({ holding }: { holding: Holding }) {
  const t = useTexts(changeTexts);
  return (
    <div className="py-4">
      <p translate="no" className="font-semibold break-words text-slate-900">
        {holding.scheme_name}
      </p>
      <p className="pt-1 text-sm text-slate-600">{heldWords(t, holding)}</p>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {t.cannotPledge(
          holding.reason ? (
            <span key="reason" translate="no">
              {holding.reason}
            </span>
          ) : (
            t.notAccepted
          ),
        )}
      </p>
    </div>
  );
}

const positionOf = (h: Holding): Position => ({
  isin_no: h.isin_no,
  folio_no: h.folio_no,
  scheme_name: h.scheme_name,
  units: h.units,
  nav: h.nav,
  ltv_percent: h.ltv_percent,
});

function PledgeForm({ loan, holdings }: { loan: LoanDetails; holdings: Holding[] }) {
  const eligible = holdings.filter((h) => h.eligible).map(positionOf);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const confirmed = useCollateralChange();
  const { selections, errors } = selectionsOf(eligible, texts);
  for (const chosen of selections) {
    const held = eligible.find((h) => keyOf(h) === keyOf(chosen));
    if (held && chosen.units > held.units)
      errors[keyOf(chosen)] = textsNow(changeTexts).youHold(
        formatNumber(held.units),
        held.scheme_name,
      );
  }
  const { now, after } = previewChange(loan, 'PLEDGE', selections, eligible);
  const cure = selections.length > 0 ? shortfallCure(loan, selections, eligible) : undefined;
  const ready = selections.length > 0 && Object.keys(errors).length === 0;

  const t = useTexts(changeTexts);
  if (confirmed.step.at === 'done') return <RequestDone request={confirmed.step.result} />;
  return (
    <div className={changeLayout}>
      <FundChoice>
        {holdings.map((holding) => {
          const key = keyOf(holding);
          return holding.eligible ? (
            <UnitsField
              key={key}
              scheme={holding.scheme_name}
              detail={heldWords(t, holding)}
              label={t.unitsToPledge}
              value={texts[key] ?? ''}
              max={holding.units}
              error={errors[key]}
              onChange={(text) => {
                confirmed.startOver();
                setTexts((t) => ({ ...t, [key]: text }));
              }}
            />
          ) : (
            <IneligibleFund key={key} holding={holding} />
          );
        })}
      </FundChoice>
      <div className={changeAside}>
        <ChangePreview now={now} after={after} />
        {cure ? (
          <p
            aria-live="polite"
            className={`rounded-lg p-3 text-sm font-semibold ${cure.remaining > 0 ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`}
          >
            {cureWords(cure)}
          </p>
        ) : null}
        <ConfirmChange
          confirmed={confirmed}
          change={{ kind: 'PLEDGE', items: selections }}
          ready={ready}
        />
      </div>
    </div>
  );
}
