import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_POLL_MS, WIDGET_HEIGHT, WIDGET_WIDTH } from '@/config/constants';
import type { WidgetPhase } from './status-rules';
import { readWidgetMessage, widgetErrorText } from './widget-messages';

export type UserData = {
  phone: string;
  first_name: string;
  last_name: string;
  email: string;
  pan: string;
};

type Handlers = {
  onResult: (message: string) => void;
  onError: (message: string) => void;
  /** The person closed the widget without a result (CLOSE_FRAME, close control, closed popup). */
  onCloseFrame: () => void;
};

type Open = { url: URL; mode: 'inline' | 'popup'; user: UserData; partnerId: string };

function openPopup(url: URL): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - WIDGET_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - WIDGET_HEIGHT) / 2);
  return window.open(
    url.href,
    'eligibility-check',
    `popup,width=${WIDGET_WIDTH},height=${WIDGET_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
}

/**
 * The eligibility widget in an inline dialog or a popup, and its side of the message protocol
 * (docs/widgets.md#messages). Messages count only from the widget's origin and window; every
 * listener, poll and popup goes away with the page.
 */
export function useEligibilityWidget({ onResult, onError, onCloseFrame }: Handlers) {
  const [open, setOpen] = useState<Open | null>(null);
  const [phase, setPhase] = useState<WidgetPhase>('closed');
  const iframe = useRef<HTMLIFrameElement | null>(null);
  const popup = useRef<Window | null>(null);
  const handlers = useRef({ onResult, onError, onCloseFrame });
  useEffect(() => {
    handlers.current = { onResult, onError, onCloseFrame };
  });

  const close = useCallback(() => {
    const opened = popup.current;
    popup.current = null;
    opened?.close();
    setOpen(null);
    setPhase('closed');
  }, []);

  const source = () => popup.current ?? iframe.current?.contentWindow ?? null;

  useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      const widget = source();
      const message = readWidgetMessage(event, { origin: open.url.origin, source: widget });
      if (!message || !widget) return;
      switch (message.type) {
        case 'READY':
          setPhase('ready');
          widget.postMessage(
            { type: 'USER_DATA_UPDATE', data: open.user, metadata: { partnerId: open.partnerId } },
            open.url.origin,
          );
          return;
        case 'ELIGIBILITY_RESULT':
          close();
          handlers.current.onResult(message.data.message ?? '');
          return;
        case 'ERROR':
          close();
          handlers.current.onError(widgetErrorText(message));
          return;
        case 'CLOSE':
          close();
          return;
        case 'CLOSE_FRAME':
          close();
          handlers.current.onCloseFrame();
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open, close]);

  useEffect(() => {
    if (open?.mode !== 'popup') return;
    const watched = popup.current;
    const timer = setInterval(() => {
      if (watched && popup.current === watched && watched.closed) {
        close();
        handlers.current.onCloseFrame();
      }
    }, POPUP_POLL_MS);
    return () => clearInterval(timer);
  }, [open, close]);

  // Leaving the page takes the popup with it.
  useEffect(() => () => popup.current?.close(), []);

  /** Opens the widget; false when the browser refused the popup. */
  const show = useCallback((next: Open): boolean => {
    if (next.mode === 'popup') {
      popup.current = openPopup(next.url);
      if (!popup.current) return false;
    }
    setPhase('loading');
    setOpen(next);
    return true;
  }, []);

  /** The person closed the inline dialog (close control, backdrop or Escape). */
  const dismiss = useCallback(() => {
    close();
    handlers.current.onCloseFrame();
  }, [close]);

  return {
    phase,
    inlineUrl: open?.mode === 'inline' ? open.url : undefined,
    iframe,
    show,
    dismiss,
  };
}
