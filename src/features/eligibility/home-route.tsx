import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function HomeRoute() {
  return <PlaceholderPage title="Instant Cash Against Mutual Funds" />;
}
