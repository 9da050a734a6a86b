import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function VerifyEmailRoute() {
  return <PlaceholderPage title="Verify your email" />;
}
