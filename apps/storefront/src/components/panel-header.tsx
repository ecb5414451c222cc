import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** The title bar of a Dialog or Drawer: its title, an optional description and the close button. */
export function PanelHeader({
  title,
  description,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  className: string;
}) {
  const { t } = useLingui();
  return (
    <div className={clsx('flex justify-between gap-4 border-b border-gray-100', className)}>
      <div className="min-w-0">
        <RadixDialog.Title className="text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
        {description && (
          <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
        )}
      </div>
      <RadixDialog.Close
        className="-me-2 rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
        aria-label={t`Close`}
      >
        <X aria-hidden="true" className="size-5" />
      </RadixDialog.Close>
    </div>
  );
}
