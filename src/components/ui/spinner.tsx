export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    />
  );
}

export type SpinnerProps = {
  /** What is awaited. */
  label: string;
  className: string;
  /** The spinner's size class (Spinner's own by default). */
  size?: string;
};

/**
 * A page or a part of one loading: the spinner centred in its room (`className`: its height or
 * padding), the words for screen readers only.
 */
export function LoadingSpinner({ label, className, size }: SpinnerProps) {
  return (
    <div role="status" className={`flex justify-center text-brand-700 ${className}`}>
      <Spinner className={size} />
      <span className="sr-only">{label}</span>
    </div>
  );
}
