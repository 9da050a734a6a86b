import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { useSessionToken } from '@/lib/auth-token';
import { useTexts } from '@/lib/i18n/texts';
import { pageNames } from './page-names';
import { appTexts } from './texts';

/** The HTTP status, a picture here: the same digits in every language. */
const NOT_FOUND_STATUS = 404;

export function NotFound() {
  const navigate = useNavigate();
  const t = useTexts(appTexts);
  const names = useTexts(pageNames);
  // Signed in, the page sits in the shell's <main>; signed out, it is the whole page.
  const inShell = Boolean(useSessionToken());
  const Frame = inShell ? 'section' : 'main';
  // Back to the portal page the person came from; from a typed or shared link, home.
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    const cameFromPortal = document.referrer.startsWith(`${window.location.origin}/`);
    if ((state?.idx ?? 0) > 0) navigate(-1);
    else if (cameFromPortal) window.history.back();
    else navigate(paths.home);
  };
  return (
    <Frame
      className={`flex flex-col items-center justify-center gap-4 p-6 text-center ${inShell ? 'min-h-[50dvh]' : 'min-h-dvh'}`}
    >
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {NOT_FOUND_STATUS}
      </p>
      <h1 className="text-2xl font-semibold">{names['Page not found']}</h1>
      <p className="text-slate-600">{t.notFoundText}</p>
      <button type="button" className={buttonClass('primary')} onClick={goBack}>
        {t.goBack}
      </button>
    </Frame>
  );
}
