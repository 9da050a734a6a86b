import { PageHeader } from './page-header';

/** An honest stand-in for a page whose feature has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} />
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        This page is being built and will be available soon.
      </p>
    </div>
  );
}
