import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n/texts';
import { eligibilityTexts } from '../texts';

/**
 * What a borrower whose line is closed does next (docs/product.md#a-closed-line-at-home): keep the
 * no-dues certificate, find the released units, where the papers stay, and how to borrow again.
 */
export function ClosedLineNext() {
  const t = useTexts(eligibilityTexts);
  return (
    <section aria-labelledby="what-next" className="mt-8 max-w-xl lg:col-start-1 lg:mt-0">
      <h2 id="what-next" className="text-lg font-semibold text-slate-900">
        {t.whatNext}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>{t.keepCertificate}</li>
        <li>{t.unitsReleased}</li>
        <li>{t.recordsStay}</li>
        <li>
          {t.borrowAgain(
            <Link
              key="talk"
              to={paths.support}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t.talkToUs}
            </Link>,
          )}
        </li>
      </ul>
    </section>
  );
}
