export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center text-slate-600">
      Loading...
    </div>
  );
}
