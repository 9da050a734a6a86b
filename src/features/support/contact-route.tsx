import { ChatIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/session/profile';
import { useTexts } from '@/lib/i18n/texts';
import { usePartner } from '@/brand/partner-context';
import { ContactForm } from './components/contact-form';
import { supportTexts } from './texts';

const linkClass = 'flex items-center gap-3 rounded-lg p-3 text-slate-800 hover:bg-slate-50';

export function ContactRoute() {
  const t = useTexts(supportTexts);
  const { data: profile, isPending } = useProfile();
  const brand = usePartner();
  return (
    <>
      <PageHeader title={t.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SectionCard title={t.contactUs}>
          {isPending ? (
            <Skeleton rows={4} label={t.loadingDetails} />
          ) : (
            <ContactForm
              defaults={{
                full_name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
                email: profile?.email ?? '',
                phone_no: profile?.phone_no ?? '',
              }}
            />
          )}
        </SectionCard>
        <SectionCard title={t.otherWays} className="self-start">
          <div>
            <a className={linkClass} href={brand.phoneHref}>
              <PhoneIcon className="size-5 text-brand-700" />{' '}
              <span translate="no">{brand.phoneDisplay}</span>
            </a>
            <a
              className={linkClass}
              href={brand.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon className="size-5 text-brand-700" /> {t.whatsapp}
            </a>
            <a className={`${linkClass} break-words`} href={`mailto:${brand.email}`}>
              <MailIcon className="size-5 shrink-0 text-brand-700" />{' '}
              <span translate="no">{brand.email}</span>
            </a>
          </div>
        </SectionCard>
      </div>
    </>
  );
}
