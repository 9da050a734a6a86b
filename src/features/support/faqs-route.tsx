import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function FaqsRoute() {
  return <PlaceholderPage title="FAQs" />;
}
