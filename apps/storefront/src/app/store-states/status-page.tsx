import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PLATFORM } from '@/lib/platform-links';
import { Trans } from '@lingui/react/macro';

/**
 * The frame of the store-level pages (product §2 'Store-level and error pages'): the store's name
 * or logo when known, a message, actions and the powered-by link.
 */
export function StatusPage({
  brand,
  icon: Icon,
  eyebrow,
  title,
  message,
  actions,
  testId,
}: {
  brand?: ReactNode;
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  message: string;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-gray-50 to-white">
      {brand && (
        <header className="mx-auto flex w-full max-w-7xl items-center px-4 py-5 sm:px-6 lg:px-8">{brand}</header>
      )}
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div data-testid={testId} className="w-full max-w-lg text-center">
          <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-white text-primary shadow-sm ring-1 ring-gray-200">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary-ink uppercase">{eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-base leading-7 text-gray-600">{message}</p>
          {actions && <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">{actions}</div>}
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-gray-500">
        <a
          href={PLATFORM.url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="powered-by"
          className="rounded font-medium hover:text-gray-900"
        >
          <Trans>Powered by {PLATFORM.name}</Trans>
        </a>
      </footer>
    </div>
  );
}
