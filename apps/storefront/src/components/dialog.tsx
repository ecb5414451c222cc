import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import clsx from 'clsx';
import { PanelHeader } from './panel-header';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** Where focus goes on open; by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** A modal dialog: focus trapped inside, Escape and the close button close it, focus returns. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  testId,
  onOpenAutoFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(open, !trigger);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid={testId}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={onOpenAutoFocus}
          // Radix wants an explicit undefined when there is no description.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-2xl ring-1 ring-gray-900/5 focus:outline-none data-[state=open]:animate-pop-in',
            widths[size],
          )}
        >
          <PanelHeader title={title} description={description} className="items-start px-6 pt-5 pb-4" />
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-gray-100 px-6 py-4">{footer}</div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog or Drawer when the child is activated. */
export const DialogClose = RadixDialog.Close;
