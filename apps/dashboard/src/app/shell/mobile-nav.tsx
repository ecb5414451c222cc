import { useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import type { Section } from '../sections';
import { AccountPanel } from './account-panel';
import { NavList } from './nav-list';

/** On phones and tablets the sidebar is a drawer behind a menu button. */
export function MobileNav({ sections, storeName }: { sections: Section[]; storeName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="-ml-1.5 rounded-md p-1.5 text-zinc-700 hover:bg-zinc-100" aria-label="Open menu">
        <Menu aria-hidden="true" className="size-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-in-left"
        >
          <div className="flex items-center justify-between border-b border-zinc-100 px-4 py-3">
            <RadixDialog.Title className="min-w-0 truncate text-[15px] font-semibold">{storeName}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <NavList sections={sections} className="flex-1 overflow-y-auto p-3" onNavigate={() => setOpen(false)} />
          <AccountPanel className="border-t border-zinc-100 p-3" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
