import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function CreditLineRoute() {
  return <PlaceholderPage title="Credit line" />;
}
