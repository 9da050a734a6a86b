import type { RefObject } from 'react';
import { WIDGET_HEIGHT, WIDGET_WIDTH } from '@/config/constants';
import { Modal } from '@/components/ui/modal';

type Props = {
  url: URL | undefined;
  iframe: RefObject<HTMLIFrameElement | null>;
  onClose: () => void;
};

/** The eligibility widget inline: 500x700, at most 95% of the viewport. */
export function EligibilityDialog({ url, iframe, onClose }: Props) {
  return (
    <Modal
      open={url !== undefined}
      onClose={onClose}
      title="Check your eligibility"
      titleHidden
      closeLabel="Close eligibility check"
      panelClassName="overflow-visible"
    >
      {url ? (
        <iframe
          ref={iframe}
          src={url.href}
          title="Eligibility check"
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
