import { useQuery } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import { disclosureLine } from '@/brand/disclosure';
import { usePartner } from '@/brand/partner-context';
import { getLocale } from '@/lib/i18n/locale';
import { textsNow } from '@/lib/i18n/texts';
import { loanDetailsQuery } from '@/loan/api/loan-details';
import { useProfile } from '@/session/profile';
import type { DocumentFrame } from '../pdf/documents-pdf';
import { statementTexts } from '../texts';

/**
 * What every PDF names besides its figures, written when it is asked for, in the language on
 * screen then: the brand, the customer, the lender (the loan's, else the first configured) and
 * the disclosure line.
 */
export function useDocumentFrame(): () => DocumentFrame & { pan: string } {
  const brand = usePartner();
  const profile = useProfile().data;
  const lender = useQuery(loanDetailsQuery).data?.lender_name;
  return () => {
    const lenders = getEnv().VITE_LENDERS.map((each) => each.name);
    return {
      t: textsNow(statementTexts),
      locale: getLocale(),
      brand: brand.name,
      customerName: [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
      pan: profile?.pan ?? '',
      lenderName: lender || (lenders[0] ?? ''),
      generatedAt: new Date(),
      disclosure: disclosureLine(lenders, brand.name),
    };
  };
}
