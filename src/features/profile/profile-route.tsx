import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ProfileRoute() {
  return <PlaceholderPage title="Account Details" />;
}
