export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    />
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-10" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
