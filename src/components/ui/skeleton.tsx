/** Grey blocks in the shape of what is loading, announced once as loading. */
export function Skeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="animate-pulse space-y-3 motion-reduce:animate-none"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}
