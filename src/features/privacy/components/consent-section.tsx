import { Field, Label, Switch } from '@headlessui/react';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import {
  consentChange,
  consentsQuery,
  type Consent,
  type ConsentChange,
} from '@/session/api/consents';
import { loadable } from '@/lib/query/loadable';

const PURPOSE_WORDS: Record<string, string> = {
  LOAN_PROCESSING: 'Sharing your details with our lenders and partners to process your loan',
};

function withMarketing(consents: Consent[], granted: boolean): Consent[] {
  const others = consents.filter((consent) => consent.purpose !== 'MARKETING');
  return [...others, { purpose: 'MARKETING', granted, updated_at: new Date().toISOString() }];
}

/**
 * The consents the customer gave. Offers can be switched on and off here as easily as on /login:
 * the switch moves at once and goes back, with a toast, when the server refuses.
 */
export function ConsentSection() {
  const consents = loadable(useQuery(consentsQuery));
  const client = useQueryClient();
  const change = useMutation({
    ...consentChange,
    onSettled: () => client.invalidateQueries(consentsQuery),
  });
  // The switch shows a change on its way; a refused one is no longer on its way: the rollback.
  const onItsWay = useMutationState({
    filters: { mutationKey: consentChange.mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as ConsentChange,
  }).at(-1);

  if (consents.status === 'loading') return <Skeleton rows={2} label="Loading your consents" />;
  if (consents.status === 'error') {
    return <LoadError message="Failed to load your consents" onRetry={consents.retry} />;
  }
  const shown = onItsWay ? withMarketing(consents.data, onItsWay.granted) : consents.data;
  const marketing = shown.find((consent) => consent.purpose === 'MARKETING');
  const others = shown.filter((consent) => consent.purpose !== 'MARKETING');
  return (
    <ul className="divide-y divide-slate-100">
      {others.map((consent) => (
        <li key={consent.purpose} className="py-3 text-sm">
          <p className="text-slate-900">{PURPOSE_WORDS[consent.purpose] ?? consent.purpose}</p>
          <p className="text-slate-600">
            {consent.granted ? 'Given' : 'Withdrawn'}
            {consent.updated_at ? ` on ${formatDate(consent.updated_at)}` : ''}
            {consent.purpose === 'LOAN_PROCESSING' ? '. Needed to provide your loan.' : ''}
          </p>
        </li>
      ))}
      <li className="py-3 text-sm">
        <Field className="flex items-center justify-between gap-4">
          <Label className="text-slate-900">
            Offers and updates by call, SMS, email or WhatsApp
          </Label>
          <Switch
            checked={marketing?.granted ?? false}
            onChange={(granted) => change.mutate({ purpose: 'MARKETING', granted })}
            className="group relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
          </Switch>
        </Field>
        <p className="mt-1 text-slate-600">
          {marketing?.granted ? 'On' : 'Off'}
          {marketing?.updated_at ? ` since ${formatDate(marketing.updated_at)}` : ''}. You can
          change this at any time.
        </p>
      </li>
    </ul>
  );
}
