import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
} as const;

/** A status pill: its text carries the meaning, the colour only repeats it. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 whitespace-nowrap py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
