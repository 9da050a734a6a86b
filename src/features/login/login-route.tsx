import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function LoginRoute() {
  return <PlaceholderPage title="Login" />;
}
