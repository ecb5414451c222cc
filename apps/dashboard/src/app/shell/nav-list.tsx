import { NavLink } from 'react-router';
import clsx from 'clsx';
import type { Section } from '../sections';

/** The sections as links; the current one is marked for sight and for screen readers (aria-current). */
export function NavList({
  sections,
  className,
  onNavigate,
}: {
  sections: Section[];
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="space-y-0.5">
        {sections.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink
              to={`/${path}`}
              end={path === ''}
              onClick={onNavigate}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-accent-soft text-accent-ink' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
