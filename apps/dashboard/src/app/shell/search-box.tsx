import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { searchTerms } from '@/features/search/search-terms';

/**
 * The one search box, on every page: Enter opens the results (orders, cards, customers). A whole
 * gift card code is searched by its last 4, which is all that goes into the address.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { q, cutToEnding } = searchTerms(text);
    if (q.length < 2) return;
    if (cutToEnding) setText(`…${q}`);
    navigate(`/search?${new URLSearchParams({ q })}`);
  };
  return (
    <form
      role="search"
      aria-label="Find in the dashboard"
      onSubmit={submit}
      className="mb-6 flex gap-2"
      data-testid="search-box"
    >
      <label htmlFor="dashboard-search" className="sr-only">
        Find an order, a gift card or a customer
      </label>
      <input
        id="dashboard-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Order number, card’s last 4, name or email"
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-500 hover:border-zinc-400"
      />
      <button
        type="submit"
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-900 shadow-xs hover:bg-zinc-50"
      >
        <Search aria-hidden="true" className="size-4" />
        <span>Find</span>
      </button>
    </form>
  );
}
