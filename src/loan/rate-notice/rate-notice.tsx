import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { buttonClass } from '@/components/ui/button';
import { InfoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDate, formatPercent } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { storageKeys, tabStorage } from '@/lib/storage';
import { keyFactsQuery } from '../api/key-facts';
import { noticeHidden, rateNotice, type HiddenChange } from '../rate-change';
import { rateNoticeTexts } from './texts';

const KEY_FACTS_TAB = 'tab=key-facts';
const hiddenSchema: z.ZodMiniType<HiddenChange> = z.object({ on: z.string(), to: z.number() });

/**
 * A rate change announced or made in the last 30 days (docs/product.md#rate-change-notice), with
 * 'See key facts'; hidden for this session when the customer says so. It floats over the page's
 * foot, so arriving after the page moves nothing on it. Each sentence is a paragraph of its own,
 * smaller than the page's largest text, so it never becomes the page's largest paint.
 */
export function RateNotice() {
  const t = useTexts(rateNoticeTexts);
  const history = useQuery({ ...keyFactsQuery, select: (facts) => facts?.rate_history }).data;
  const [now] = useState(() => new Date());
  const [hidden, setHidden] = useState(() =>
    tabStorage.readJson(storageKeys.hiddenRateChange, hiddenSchema),
  );
  const { pathname, search } = useLocation();
  const onKeyFacts = pathname === paths.loan && search.includes(KEY_FACTS_TAB);
  const notice = history ? rateNotice(history, now) : undefined;
  if (!notice || noticeHidden(notice, hidden)) return null;
  const [from, to, on] = [
    formatPercent(notice.from),
    formatPercent(notice.to),
    formatDate(notice.on),
  ];
  const apr = notice.apr === undefined ? undefined : formatPercent(notice.apr);
  const hide = () => {
    const change = { on: notice.on, to: notice.to };
    tabStorage.set(storageKeys.hiddenRateChange, JSON.stringify(change));
    setHidden(change);
  };
  return (
    <section
      aria-label={t.label}
      className="fixed inset-x-3 bottom-3 z-30 flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {notice.kind === 'announced' ? t.announced(from, to, on) : t.changed(from, to, on)}
        </p>
        {apr ? (
          <p className="mt-1">{notice.kind === 'announced' ? t.aprWillBe(apr) : t.aprIs(apr)}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {/* On the Key facts tab itself, the facts are under it. */}
          {onKeyFacts ? null : (
            <Link
              to={`${paths.loan}?${KEY_FACTS_TAB}`}
              className={buttonClass('secondary', 'px-3')}
            >
              {t.seeKeyFacts}
            </Link>
          )}
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-semibold underline hover:bg-sky-100"
            onClick={hide}
          >
            {t.hide}
          </button>
        </div>
      </div>
    </section>
  );
}
