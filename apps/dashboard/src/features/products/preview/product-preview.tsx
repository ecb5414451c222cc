import { useEffect, useRef, useState } from 'react';
import { Monitor, Smartphone } from 'lucide-react';
import clsx from 'clsx';
import type { ProductWire } from '@giftfront/domain/product';
import {
  PREVIEW_DRAFT,
  PREVIEW_READY,
  PRODUCT_PREVIEW_PATH,
  type PreviewDraftMessage,
} from '@giftfront/domain/product-preview';
import { useElementWidth } from './use-element-width';

const DEVICES = {
  phone: { label: 'Phone', icon: Smartphone, width: 390, height: 844 },
  desktop: { label: 'Desktop', icon: Monitor, width: 1280, height: 900 },
} as const;
type Device = keyof typeof DEVICES;

/**
 * The product page as a shopper will see it: the store's own storefront in a frame (same origin),
 * drawn from the draft posted to it, at a phone's or a desktop's width scaled to fit.
 */
export function ProductPreview({ draft }: { draft: ProductWire }) {
  const [device, setDevice] = useState<Device>('phone');
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, width] = useElementWidth<HTMLDivElement>();
  const latest = useRef(draft);
  latest.current = draft;

  const post = () =>
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_DRAFT, product: latest.current } satisfies PreviewDraftMessage,
      window.location.origin,
    );

  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data?.type === PREVIEW_READY
      )
        post();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, []);

  // Typing sends at most a few drafts a second.
  useEffect(() => {
    const timer = window.setTimeout(post, 150);
    return () => window.clearTimeout(timer);
  }, [draft]);

  const { width: deviceWidth, height } = DEVICES[device];
  const scale = width ? Math.min(1, width / deviceWidth) : 0;
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-3 shadow-xs" data-testid="product-preview">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-[15px] font-semibold text-zinc-900">Preview</h2>
        <div role="group" aria-label="Preview width" className="flex rounded-lg border border-zinc-300 p-0.5">
          {(Object.keys(DEVICES) as Device[]).map((key) => {
            const { label, icon: Icon } = DEVICES[key];
            return (
              <button
                key={key}
                type="button"
                aria-pressed={device === key}
                onClick={() => setDevice(key)}
                className={clsx(
                  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-[13px] font-medium',
                  device === key ? 'bg-accent text-white' : 'text-zinc-700 hover:bg-zinc-100',
                )}
              >
                <Icon aria-hidden="true" className="size-4" /> {label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        ref={box}
        className="overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100"
        style={{ height: height * scale }}
      >
        <iframe
          ref={frame}
          title="Storefront preview of this product"
          src={PRODUCT_PREVIEW_PATH}
          width={deviceWidth}
          height={height}
          className="origin-top-left border-0 bg-white"
          style={{ transform: `scale(${scale})`, width: deviceWidth, height }}
          data-testid="product-preview-frame"
        />
      </div>
      <p className="mt-2 text-xs text-zinc-600">
        {DEVICES[device].label} width ({deviceWidth} px){scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}.
        Unsaved changes show here first.
      </p>
    </div>
  );
}
