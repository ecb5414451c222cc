import { Link } from 'react-router';
import clsx from 'clsx';

/** A row of links that filter a list by its address (`?<param>=`), the current one marked for assistive technology. */
export function FilterTabs<Value extends string>({
  label,
  param,
  current,
  options,
}: {
  label: string;
  param: string;
  current: Value;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    // Wraps on a phone rather than scrolling: every tab stays in sight.
    <nav aria-label={label} className="mb-4">
      <ul className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-zinc-100 p-1">
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={`?${param}=${option.value}`}
              aria-current={option.value === current ? 'page' : undefined}
              className={clsx(
                'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                option.value === current ? 'bg-white text-zinc-900 shadow-xs' : 'text-zinc-600 hover:text-zinc-900',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
