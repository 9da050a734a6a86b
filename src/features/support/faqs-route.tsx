import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useLocation } from 'react-router-dom';
import { BorrowingCalculator } from '@/components/calculator/borrowing-calculator';
import { ChevronDownIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useTexts } from '@/lib/i18n/texts';
import { FAQS } from './faqs';
import { faqsTexts } from './faqs-texts';
import { cardSurface } from '@/components/ui/section-card';

export function FaqsRoute() {
  const t = useTexts(faqsTexts);
  // An answer's own link (#ltv) opens it.
  const opened = useLocation().hash.slice(1);
  return (
    <>
      <PageHeader title={t.title} />
      <p className="-mt-3 mb-6 text-slate-600">{t.intro}</p>
      <ul className={`divide-y divide-slate-200 overflow-hidden ${cardSurface}`}>
        {FAQS.map((faq) => (
          <li key={faq.id} id={faq.id} className="scroll-mt-20">
            <Disclosure defaultOpen={faq.id === opened}>
              <h2>
                <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50">
                  {t[faq.question]}
                  <ChevronDownIcon className="size-5 shrink-0 text-slate-600 transition-transform group-data-open:rotate-180" />
                </DisclosureButton>
              </h2>
              <DisclosurePanel className="px-5 pb-5 text-slate-700">
                <p>{t[faq.answer]}</p>
                <a
                  href={`#${faq.id}`}
                  className="mt-2 inline-block text-sm text-brand-700 hover:underline"
                >
                  {t.linkToAnswer}
                </a>
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
      <BorrowingCalculator className="mt-8" />
    </>
  );
}
