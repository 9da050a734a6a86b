import { ChatIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/session/profile';
import { usePartner } from '@/brand/partner-context';
import { ContactForm } from './components/contact-form';

const linkClass = 'flex items-center gap-3 rounded-lg p-3 text-slate-800 hover:bg-slate-50';

export function ContactRoute() {
  const { data: profile, isPending } = useProfile();
  const brand = usePartner();
  return (
    <>
      <PageHeader title="Help and Support" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-heading"
          className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="contact-heading" className="mb-3 font-semibold text-slate-900">
            Contact Us
          </h2>
          {isPending ? (
            <Skeleton rows={4} label="Loading your details" />
          ) : (
            <ContactForm
              defaults={{
                full_name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
                email: profile?.email ?? '',
                phone_no: profile?.phone_no ?? '',
              }}
            />
          )}
        </section>
        <section
          aria-labelledby="reach-heading"
          className="self-start rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="reach-heading" className="mb-3 font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <a className={linkClass} href={brand.phoneHref}>
            <PhoneIcon className="size-5 text-brand-700" /> {brand.phoneDisplay}
          </a>
          <a
            className={linkClass}
            href={brand.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChatIcon className="size-5 text-brand-700" /> Chat on WhatsApp
          </a>
          <a className={`${linkClass} break-words`} href={`mailto:${brand.email}`}>
            <MailIcon className="size-5 shrink-0 text-brand-700" /> {brand.email}
          </a>
        </section>
      </div>
    </>
  );
}
