import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import clsx from 'clsx';
import { PanelHeader } from './panel-header';
import { useReturnFocus } from './use-return-focus';

export interface DrawerProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  side?: 'right' | 'left' | 'bottom';
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

const placement = {
  // right and left are the reading direction's end and start: in Arabic the cart comes from the left.
  right:
    'inset-y-0 end-0 h-dvh w-full max-w-md data-[state=open]:animate-slide-in-right rtl:data-[state=open]:animate-slide-in-left',
  left: 'inset-y-0 start-0 h-dvh w-full max-w-sm data-[state=open]:animate-slide-in-left rtl:data-[state=open]:animate-slide-in-right',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-2xl data-[state=open]:animate-slide-in-up',
} as const;

/** A sheet sliding in from an edge; a modal dialog underneath (focus trap, Escape, focus return). */
export function Drawer({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  side = 'right',
  children,
  footer,
  testId,
}: DrawerProps) {
  const returnFocus = useReturnFocus(open, !trigger);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-950/50 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          data-testid={testId}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx('fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none', placement[side])}
        >
          <PanelHeader title={title} description={description} className="items-center px-5 py-4" />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
          {footer && <div className="border-t border-gray-100 px-5 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
