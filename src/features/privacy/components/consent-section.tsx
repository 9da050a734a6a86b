import { Field, Label, Switch } from '@headlessui/react';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import {
  consentChange,
  consentsQuery,
  type Consent,
  type ConsentChange,
} from '@/session/api/consents';
import { useTexts } from '@/lib/i18n/texts';
import { loadable } from '@/lib/query/loadable';
import { privacyTexts } from '../texts';

function withMarketing(consents: Consent[], granted: boolean): Consent[] {
  const others = consents.filter((consent) => consent.purpose !== 'MARKETING');
  return [...others, { purpose: 'MARKETING', granted, updated_at: new Date().toISOString() }];
}

/**
 * The consents the customer gave. Offers can be switched on and off here as easily as on /login:
 * the switch moves at once and goes back, with a toast, when the server refuses.
 */
export function ConsentSection() {
  const t = useTexts(privacyTexts);
  const consents = loadable(useQuery(consentsQuery));
  const change = useMutation(consentChange);
  // The switch shows a change on its way; a refused one is no longer on its way: the rollback.
  const onItsWay = useMutationState({
    filters: { mutationKey: consentChange.mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as ConsentChange,
  }).at(-1);

  if (consents.status === 'loading') return <Skeleton rows={2} label={t.loadingConsents} />;
  if (consents.status === 'error') {
    return <LoadError message={t.consentsFailed} onRetry={consents.retry} />;
  }
  const shown = onItsWay ? withMarketing(consents.data, onItsWay.granted) : consents.data;
  const marketing = shown.find((consent) => consent.purpose === 'MARKETING');
  const others = shown.filter((consent) => consent.purpose !== 'MARKETING');
  const purposeWords: Record<string, string> = { LOAN_PROCESSING: t.purposeLoanProcessing };
  return (
    <ul className="divide-y divide-slate-100">
      {others.map((consent) => (
        <li key={consent.purpose} className="py-3 text-sm">
          <p className="text-slate-900">{purposeWords[consent.purpose] ?? consent.purpose}</p>
          <p className="text-slate-600">
            {consent.granted ? t.given : t.withdrawn}
            {consent.updated_at ? t.onDate(formatDate(consent.updated_at)) : ''}
            {consent.purpose === 'LOAN_PROCESSING' ? t.neededForLoan : ''}
          </p>
        </li>
      ))}
      <li className="py-3 text-sm">
        <Field className="flex items-center justify-between gap-4">
          <Label className="text-slate-900">{t.offers}</Label>
          <Switch
            checked={marketing?.granted ?? false}
            onChange={(granted) => change.mutate({ purpose: 'MARKETING', granted })}
            className="group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
          </Switch>
        </Field>
        <p className="mt-1 text-slate-600">
          {marketing?.granted ? t.on : t.off}
          {marketing?.updated_at ? t.sinceDate(formatDate(marketing.updated_at)) : ''}
          {t.changeAnyTime}
        </p>
      </li>
    </ul>
  );
}
