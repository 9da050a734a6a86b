import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function LoanRoute() {
  return <PlaceholderPage title="My Loan" />;
}
