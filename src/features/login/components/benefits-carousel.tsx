import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_LOCK_MS } from '@/config/constants';
import { ChevronDownIcon } from '@/components/ui/icon';
import { useTexts } from '@/lib/i18n/texts';
import { useHydrated } from '@/lib/use-hydrated';
import { loginTexts } from '../texts';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const controlClass =
  'flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-white';

/**
 * Five benefits that advance every 5 s, with a 500 ms lock between moves. Rotation pauses while
 * the carousel is hovered or focused, when the person asks, and never starts for people who
 * prefer reduced motion.
 */
export function BenefitsCarousel() {
  const t = useTexts(loginTexts);
  const benefits = t.benefits();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The person's own choice, else their device's (read once hydrated, as the prerender cannot).
  const [chosen, setStopped] = useState<boolean>();
  const hydrated = useHydrated();
  const stopped = chosen ?? (hydrated && prefersReducedMotion());
  const lockedUntil = useRef(0);
  const paused = hovered || focused || stopped;
  const count = benefits.length;

  const go = (next: number) => {
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + CAROUSEL_LOCK_MS;
    setIndex(((next % count) + count) % count);
  };

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      lockedUntil.current = Date.now() + CAROUSEL_LOCK_MS;
      setIndex((current) => (current + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={t.benefitsLabel}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="overflow-hidden" aria-live={paused ? 'polite' : 'off'}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {benefits.map((benefit, i) => (
            <div
              key={benefit.figure}
              role="group"
              aria-roledescription={t.slide}
              aria-label={t.slideOf(i + 1, count)}
              aria-hidden={i !== index}
              inert={i !== index}
              // Clipped at its sides only: a Devanagari letter at the start of the next slide
              // reaches a little to its left, into the slide on screen; above and below, the
              // vowel signs keep their room.
              className="w-full shrink-0 pr-1 [clip-path:inset(-50%_0)]"
            >
              <p
                className="text-4xl font-bold tracking-tight text-amber-300 lg:text-6xl"
                aria-hidden="true"
              >
                {benefit.figure}
              </p>
              <h2 className="mt-2 text-xl font-semibold lg:mt-4 lg:text-3xl">{benefit.title}</h2>
              <p className="mt-1 text-sm text-brand-50 lg:mt-3 lg:text-lg">{benefit.text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center gap-1 lg:mt-8">
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index - 1)}
          aria-label={t.previousBenefit}
        >
          <ChevronDownIcon className="size-5 rotate-90" />
        </button>
        {benefits.map((benefit, i) => (
          <button
            key={benefit.figure}
            type="button"
            onClick={() => go(i)}
            aria-label={t.showBenefit(i + 1, benefit.title)}
            aria-current={i === index || undefined}
            className="flex size-7 items-center justify-center rounded-full focus-visible:outline-white"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/50'}`}
            />
          </button>
        ))}
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index + 1)}
          aria-label={t.nextBenefit}
        >
          <ChevronDownIcon className="size-5 -rotate-90" />
        </button>
        <button
          type="button"
          className={`${controlClass} ml-auto w-auto px-3 text-sm`}
          onClick={() => setStopped(!stopped)}
          aria-pressed={stopped}
        >
          {stopped ? t.play : t.pause}
        </button>
      </div>
    </section>
  );
}
