import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PHONE_LENGTH } from '@/config/constants';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { isIndianMobile, phoneError, sanitizePhone } from '@/lib/validation';
import { PhoneField } from '@/components/ui/phone-field';
import { useTexts } from '@/lib/i18n/texts';
import { loginTexts } from '../texts';

type Props = {
  phone: string;
  /** The invited customer's first name, lower-cased, from a campaign link. */
  greeting?: string;
  /** A number the campaign link prefilled; it never replaces what the person typed. */
  prefill?: string;
  onSubmit: (phone: string) => Promise<void>;
  onUsePassword: (phone: string) => void;
};

/**
 * The first thing a customer sees, so it carries no form library: one field checked by the same
 * rule functions the other forms use (their react-hook-form + zod load with the later steps).
 */
export function PhoneStep({
  phone: initialPhone,
  greeting,
  prefill,
  onSubmit,
  onUsePassword,
}: Props) {
  const t = useTexts(loginTexts);
  const [typed, setTyped] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [busy, send] = useAction(onSubmit);
  const phone = typed ?? (initialPhone || prefill || '');
  // On the prerendered page a person may type before the page is hydrated: what is in the
  // field then is theirs, and is kept.
  const field = useRef<HTMLInputElement>(null);
  const shownAtFirst = useRef(phone);
  useEffect(() => {
    const early = sanitizePhone(field.current?.value ?? '');
    if (early !== shownAtFirst.current) setTyped((current) => current ?? early);
  }, []);

  // A full number that is not a mobile number is flagged at once, a short one after leaving the field.
  const error = touched || phone.length === PHONE_LENGTH ? phoneError(phone) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isIndianMobile(phone)) void send(phone);
  };

  return (
    <form onSubmit={submit} noValidate>
      <h1 className="text-2xl font-semibold text-slate-900">
        {greeting ? t.hello(greeting) : t.welcome}
      </h1>
      <p className="mt-1 mb-6 text-slate-600">{t.phonePrompt}</p>
      <PhoneField
        ref={field}
        name="phone"
        value={phone}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
      />
      <Button type="submit" className="mt-6 w-full" disabled={!isIndianMobile(phone)} busy={busy}>
        {t.getOtp}
      </Button>
      <button
        type="button"
        onClick={() => onUsePassword(phone)}
        className="mt-4 w-full rounded-md py-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t.loginWithPassword}
      </button>
    </form>
  );
}
