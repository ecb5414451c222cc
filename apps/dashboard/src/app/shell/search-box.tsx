import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { decodeSearchResults, searchResultsSchema } from '@giftfront/domain/admin/customers';
import { searchTerms } from '@/features/search/search-terms';
import { searchOptions, resultCountSentence, type SearchOption } from '@/features/search/search-options';
import { apiGet, parsed } from '@/lib/api-client';

/** How long typing must pause before the box asks the server (ms). */
const TYPING_PAUSE = 200;

function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The one search box, on every page: an ARIA 1.2 combobox with a listbox popup (WAI-ARIA Authoring
 * Practices, "Combobox with listbox popup"). Typing shows matching orders, gift cards and customers,
 * grouped by kind; ArrowDown/ArrowUp move the active option, Home/End jump to the first/last while an
 * option is active, Enter opens the active option (or, with none, the full results page), Escape
 * closes the list and a second Escape clears the box. The number of results is announced politely.
 * A whole gift card code is searched by its last 4, which is all that reaches an address.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { q } = searchTerms(text);
  const settled = useSettled(q, TYPING_PAUSE);
  const results = useQuery({
    queryKey: ['search', settled],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/search?${new URLSearchParams({ q: settled })}`, signal)
        .then(parsed(searchResultsSchema))
        .then(decodeSearchResults),
    enabled: settled.length >= 2,
    staleTime: 10_000,
  });
  const current = settled === q && q.length >= 2 ? results.data : undefined;
  const options = useMemo(() => (current ? searchOptions(current) : []), [current]);
  const answered = open && current !== undefined;
  const expanded = answered && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // A new set of results starts with no active option.
  useEffect(() => setActive(-1), [current]);
  // The active option is kept in view when the list scrolls (a long list on a phone).
  const activeId = activeOption ? `${id}-${activeOption.key}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (option: SearchOption) => {
    close();
    setText('');
    navigate(option.href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (activeOption) return go(activeOption);
    const { q: terms, cutToEnding } = searchTerms(text);
    if (terms.length < 2) return;
    if (cutToEnding) setText(`…${terms}`);
    close();
    navigate(`/search?${new URLSearchParams({ q: terms })}`);
  };
  const move = (to: number) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) return move(event.altKey ? -1 : 0);
        if (event.altKey) return;
        return move(active >= last ? 0 : active + 1);
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) return move(last);
        return move(active <= 0 ? last : active - 1);
      case 'Home':
      case 'End':
        if (!activeOption) return; // with no option active, Home and End move the caret in the text
        event.preventDefault();
        return move(event.key === 'Home' ? 0 : last);
      case 'Escape':
        event.preventDefault();
        if (expanded) return close();
        setText('');
        return close();
    }
  };

  return (
    <form
      role="search"
      aria-label="Find in the dashboard"
      onSubmit={submit}
      className="mb-6 flex gap-2"
      data-testid="search-box"
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={`${id}-input`} className="sr-only">
          Find an order, a gift card or a customer
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onClick={() => setOpen(true)}
          placeholder="Order number, card’s last 4, name or email"
          autoComplete="off"
          spellCheck={false}
          className="h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs placeholder:text-zinc-500 hover:border-zinc-400"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Matches"
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg"
          data-testid="search-list"
        >
          {expanded &&
            groupsOf(options).map(([kind, members]) => (
              <div key={kind} role="group" aria-labelledby={`${id}-${kind}-label`}>
                <div
                  id={`${id}-${kind}-label`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-zinc-700 uppercase"
                >
                  {members[0]!.group}
                </div>
                {members.map((option) => {
                  const index = options.indexOf(option);
                  return (
                    <div
                      key={option.key}
                      id={`${id}-${option.key}`}
                      role="option"
                      aria-selected={index === active}
                      onMouseDown={(event) => event.preventDefault()} // keep focus in the box
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => go(option)}
                      className={`flex cursor-pointer flex-wrap justify-between gap-x-2 px-3 py-2 text-sm ${
                        index === active
                          ? 'bg-accent-soft text-zinc-950 outline-2 -outline-offset-2 outline-accent'
                          : ''
                      }`}
                      data-testid="search-option"
                    >
                      <span className="font-medium text-zinc-900">{option.label}</span>{' '}
                      <span className="text-zinc-700">{option.detail}</span>
                    </div>
                  );
                })}
              </div>
            ))}
        </div>
        <div role="status" aria-live="polite" className="sr-only" data-testid="search-count">
          {answered ? resultCountSentence(current) : ''}
        </div>
      </div>
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

function groupsOf(options: SearchOption[]) {
  const groups = new Map<SearchOption['kind'], SearchOption[]>();
  for (const option of options) groups.set(option.kind, [...(groups.get(option.kind) ?? []), option]);
  return [...groups.entries()];
}
