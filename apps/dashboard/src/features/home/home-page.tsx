import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { roleAllows, STAFF_ROLE_LABELS, type StaffRole } from '@giftfront/domain/admin/staff-account';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { PaymentsAlert } from './components/payments-alert';
import { StoreSummaryPanel } from './components/store-summary';
import { GiftCardShortcuts } from './gift-card-shortcuts';

interface SectionLink {
  path: string;
  label: string;
  description: string;
  icon: LucideIcon;
  role: StaffRole;
}

/** Who is signed in, to which store, and the sections their role opens. */
export function HomePage({ sections }: { sections: SectionLink[] }) {
  const session = useSession();
  const links = sections.filter((section) => section.path !== '' && roleAllows(session.role, section.role));
  return (
    <div data-testid="home-page">
      <PageHeader
        title={`Welcome, ${session.name}`}
        description={`You are signed in to ${session.store.name} as ${session.email}.`}
      />
      {session.role === 'owner' && <PaymentsAlert />}
      <dl className="mb-8 grid gap-3 sm:grid-cols-3">
        {[
          ['Store', session.store.name],
          ['Your role', STAFF_ROLE_LABELS[session.role]],
          ['Address', window.location.host],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs">
            <dt className="text-xs font-medium text-zinc-600">{label}</dt>
            <dd className="mt-0.5 truncate text-[15px] font-semibold text-zinc-900">{value}</dd>
          </div>
        ))}
      </dl>
      <StoreSummaryPanel />
      {links.some((section) => section.path === 'gift-cards') && <GiftCardShortcuts />}
      <h2 className="mb-3 text-sm font-semibold text-zinc-900">Sections</h2>
      {links.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-zinc-300 bg-white px-4 py-6 text-sm text-zinc-600"
          data-testid="no-sections"
        >
          There are no sections for your role yet. Owners manage staff, API keys and the audit log; ask one if you need
          something there.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="section-links">
          {links.map(({ path, label, description, icon: Icon }) => (
            <li key={path}>
              <Link
                to={`/${path}`}
                className="group flex h-full items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition-colors hover:border-accent/40 hover:bg-accent-soft/40"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-ink">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 text-sm font-semibold text-zinc-900">
                    {label}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-3.5 text-zinc-400 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-0.5 block text-sm text-zinc-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
