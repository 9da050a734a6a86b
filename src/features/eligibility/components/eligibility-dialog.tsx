import type { RefObject } from 'react';
import { WIDGET_HEIGHT, WIDGET_WIDTH } from '@/config/constants';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import { eligibilityTexts } from '../texts';

type Props = {
  url: URL | undefined;
  iframe: RefObject<HTMLIFrameElement | null>;
  onClose: () => void;
};

/** The eligibility widget inline: 500x700, at most 95% of the viewport. */
export function EligibilityDialog({ url, iframe, onClose }: Props) {
  const t = useTexts(eligibilityTexts);
  return (
    <Modal
      open={url !== undefined}
      onClose={onClose}
      title={t.checkYourEligibility}
      titleHidden
      closeLabel={t.closeEligibilityCheck}
      panelClassName="overflow-visible"
    >
      {url ? (
        <iframe
          ref={iframe}
          src={url.href}
          title={t.eligibilityCheck}
          className="block rounded-2xl"
          style={{
            width: `min(${WIDGET_WIDTH}px, 95vw)`,
            height: `min(${WIDGET_HEIGHT}px, 95vh)`,
          }}
          referrerPolicy="strict-origin-when-cross-origin"
          // Scripts, and the widget's own origin (its messages are checked against it; an opaque
          // origin would read 'null'). Nothing else: no forms, popups or navigating this page.
          sandbox="allow-scripts allow-same-origin"
        />
      ) : null}
    </Modal>
  );
}
