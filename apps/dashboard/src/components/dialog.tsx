import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Where focus goes on opening; by default the first focusable element (preventDefault to choose). */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes on closing when not back to the opener: what the dialog's action produced
   * (a receipt's heading). Null or absent: the opener.
   */
  focusOnClose?: () => HTMLElement | null;
}

/** A modal dialog: focus trapped inside, Escape and the close button close it, focus returns to the opener. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  testId,
  onOpenAutoFocus,
  focusOnClose,
}: DialogProps) {
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to give focus
  // back to and leaves it on <body>. The opener is what had focus as the dialog opened: a layout
  // effect runs before the content's focus scope moves focus inside.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    const element = focusOnClose?.() ?? opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid={testId}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl ring-1 ring-zinc-900/10 focus:outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4 border-b border-zinc-100 px-5 pt-4 pb-3">
            <div className="min-w-0">
              <RadixDialog.Title className="text-base font-semibold text-zinc-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-zinc-600">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mr-1.5 rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-zinc-100 px-5 py-3">{footer}</div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
