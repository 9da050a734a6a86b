import type { SVGProps } from 'react';

/** Outline icons (24px grid, Heroicons-style); decorative unless given a title by the caller. */
function icon(d: string | string[]) {
  const paths = Array.isArray(d) ? d : [d];
  return function Icon({ className = 'size-5', ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={className}
        {...rest}
      >
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M6 6l12 12M18 6 6 18');
export const BellIcon = icon([
  'M14.857 17.082a23.85 23.85 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0',
]);
export const MailIcon = icon([
  'M3 7.5A2.5 2.5 0 0 1 5.5 5h13A2.5 2.5 0 0 1 21 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 16.5z',
  'm3.5 7 8.5 6 8.5-6',
]);
export const PhoneIcon = icon(
  'M2.25 6.75c0 8.284 6.716 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.372c0-.516-.351-.966-.852-1.091l-4.423-1.106a1.125 1.125 0 0 0-1.173.417l-.97 1.293a1.125 1.125 0 0 1-1.21.38 12.035 12.035 0 0 1-7.143-7.143 1.125 1.125 0 0 1 .38-1.21l1.293-.97c.363-.271.527-.734.417-1.173L6.963 3.102A1.125 1.125 0 0 0 5.872 2.25H4.5A2.25 2.25 0 0 0 2.25 4.5z',
);
export const ChatIcon = icon([
  'M20.25 8.511c.884.284 1.5 1.128 1.5 2.097v4.286c0 1.136-.847 2.1-1.98 2.193-.34.027-.68.052-1.02.072v3.091l-3-3c-1.354 0-2.694-.055-4.02-.163a2.115 2.115 0 0 1-.825-.242',
  'M3.75 7.5c0-1.136.847-2.1 1.98-2.193A48.2 48.2 0 0 1 12 5c2.115 0 4.198.137 6.24.402 1.134.148 1.96 1.11 1.96 2.25v4.286c0 1.136-.847 2.1-1.98 2.193-1.98.16-3.98.243-6 .243l-3 3v-3.091c-.34-.02-.68-.045-1.02-.072A2.185 2.185 0 0 1 3.75 14z',
]);
export const HomeIcon = icon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
export const WalletIcon = icon([
  'M3 7.5A2.5 2.5 0 0 1 5.5 5H18a1 1 0 0 1 1 1v2',
  'M3 7.5v10A2.5 2.5 0 0 0 5.5 20H20a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H5.5A2.5 2.5 0 0 1 3 7.5z',
  'M16.5 14.5h.01',
]);
export const QuestionIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M9.75 9.5a2.25 2.25 0 1 1 3.3 2c-.6.33-1.05.9-1.05 1.6v.4',
  'M12 16.75h.01',
]);
export const SupportIcon = icon([
  'M4 13v-1a8 8 0 1 1 16 0v1',
  'M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2z',
  'M18 17v1a3 3 0 0 1-3 3h-3',
]);
export const UserIcon = icon([
  'M15.75 7a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0z',
  'M4.5 20.1a7.5 7.5 0 0 1 15 0A17.9 17.9 0 0 1 12 21.75c-2.68 0-5.22-.59-7.5-1.65z',
]);
export const LogoutIcon = icon([
  'M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15',
  'M12 12h9m0 0-3-3m3 3-3 3',
]);
export const CheckIcon = icon('m4.5 12.75 6 6 9-13.5');
export const CheckCircleIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'm8.5 12.5 2.5 2.5 4.5-5.5',
]);
export const InfoIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 8h.01']);
export const WarningIcon = icon([
  'M10.3 3.9 1.8 18.2A2 2 0 0 0 3.5 21h17a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const DocumentIcon = icon([
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z',
  'M14 3v5h5',
  'M9 13h6M9 17h6',
]);
export const ErrorIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'm9.5 9.5 5 5',
  'm14.5 9.5-5 5',
]);
export const TrashIcon = icon([
  'M4 7h16',
  'M10 11v6M14 11v6',
  'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12',
  'M9 7V4h6v3',
]);
export const HeartIcon = icon(
  'M21 8.25c0-2.485-2.099-4.5-4.688-4.5-1.935 0-3.597 1.126-4.312 2.733-.715-1.607-2.377-2.733-4.313-2.733C5.1 3.75 3 5.765 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12z',
);
export const ChevronDownIcon = icon('m19.5 8.25-7.5 7.5-7.5-7.5');
