import { ProductLogo } from '@/components/ui/product-logo';
import { BrandPlaceholder } from './brand-placeholder';
import { usePartner } from './partner-context';

/**
 * The partner's logo (already vetted as a safe URL) or the product's own; its name as sent, as
 * high as a logo; while the partner is looked up, the room of the product's.
 */
export function BrandLogo({
  className = 'h-8',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const brand = usePartner();
  if (brand.pending) return <BrandPlaceholder className={`${className} w-24`} />;
  if (brand.logoUrl) {
    return (
      <img
        src={brand.logoUrl}
        alt={brand.name}
        translate="no"
        className={`${className} w-auto object-contain ${compact ? 'max-w-full object-left' : 'max-w-40'}`}
        referrerPolicy="no-referrer"
      />
    );
  }
  if (brand.isPartner)
    return (
      <span
        translate="no"
        className={`${className} block truncate text-lg leading-8 font-bold text-brand-900`}
      >
        {brand.name}
      </span>
    );
  return <ProductLogo className={className} compact={compact} />;
}
