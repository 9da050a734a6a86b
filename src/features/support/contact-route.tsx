import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ContactRoute() {
  return <PlaceholderPage title="Contact Us" />;
}
