import { HomeRoute } from '@/features/eligibility/home-route';
import { NoDuesPart } from './loan/no-dues-part';

/**
 * Home, with the no-dues certificate a closed line's card offers: the Statements feature makes
 * it, and features never import each other, so the page puts them together here
 * (docs/architecture.md).
 */
export function HomePage() {
  return <HomeRoute noDues={<NoDuesPart named />} />;
}
