import type { Env } from '@/config/env';
import { phoneDigits, plainText, safeEmail, safeWebUrl } from '@/lib/safe-contact';
import type { PartnerData } from './partner-api';

export const PRODUCT_NAME = 'Lark';

/** What the shell and the login page show: every link here is safe to render active. */
export type Branding = {
  /**
   * A partner's host whose lookup has not answered: no brand is known, and none is shown (the
   * login page keeps the brand's places empty, docs/performance.md#partner-hosts).
   */
  pending: boolean;
  isPartner: boolean;
  name: string;
  logoUrl: string | undefined;
  email: string;
  phoneDisplay: string;
  phoneHref: string;
  whatsappHref: string;
  domain: string;
};

export function buildBranding(
  env: Pick<Env, 'VITE_SUPPORT_PHONE' | 'VITE_SUPPORT_WHATSAPP' | 'VITE_SUPPORT_EMAIL'>,
  partner: PartnerData | undefined,
  pageHostname: string,
): Branding {
  // A number shows as it was written (a landline keeps its grouping); links use its digits.
  const partnerPhone = partner?.company_contact_no?.toString();
  const partnerDigits = phoneDigits(partnerPhone);
  const phone = partnerDigits ?? phoneDigits(env.VITE_SUPPORT_PHONE) ?? '';
  const phoneDisplay =
    (partnerDigits ? plainText(partnerPhone, 32) : plainText(env.VITE_SUPPORT_PHONE, 32)) ?? '';
  const whatsapp =
    phoneDigits(partner?.company_wa_no?.toString()) ?? phoneDigits(env.VITE_SUPPORT_WHATSAPP) ?? '';
  return {
    pending: false,
    isPartner: partner !== undefined,
    name: plainText(partner?.company_name) ?? PRODUCT_NAME,
    logoUrl: safeWebUrl(partner?.company_logo, pageHostname),
    email: safeEmail(partner?.company_email) ?? env.VITE_SUPPORT_EMAIL,
    phoneDisplay,
    phoneHref: `tel:+${phone}`,
    whatsappHref: `https://wa.me/${whatsapp}`,
    domain: plainText(partner?.company_domain, 253) ?? '',
  };
}

/** A partner's host before its lookup answers: no name, no logo, no contacts of anyone's. */
export const PENDING_BRANDING: Branding = {
  pending: true,
  isPartner: true,
  name: '',
  logoUrl: undefined,
  email: '',
  phoneDisplay: '',
  phoneHref: '',
  whatsappHref: '',
  domain: '',
};
