import type { ReactNode } from 'react';
import { LayoutDashboard } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { useStoreName } from '../api/get-store-name';

/** The frame of the signed-out pages: the store's name, a title and one small form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const storeName = useStoreName();
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-white">
            <LayoutDashboard aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-[15px] font-semibold text-zinc-900" data-testid="auth-store-name">
              {storeName.data ?? '\u00a0'}
            </p>
            <p className="text-xs text-zinc-600">Store dashboard</p>
          </div>
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
          <PageHeader title={title} description={description} />
          {children}
        </div>
        {footer && <div className="mt-4 text-center text-sm text-zinc-600">{footer}</div>}
      </div>
    </main>
  );
}
