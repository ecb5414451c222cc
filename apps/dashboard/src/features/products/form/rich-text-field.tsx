import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { describedBy, fieldErrorId } from '@/components/field';

interface Command {
  label: string;
  icon: LucideIcon;
  run: () => void;
}

// execCommand is deprecated yet still the only editing API every browser ships; its output is
// loose HTML, which is fine: the server keeps only its allow-list (p, strong, em, lists, links).
const exec = (command: string, value?: string) => document.execCommand(command, false, value);

const COMMANDS: Command[] = [
  { label: 'Bold', icon: Bold, run: () => exec('bold') },
  { label: 'Italic', icon: Italic, run: () => exec('italic') },
  { label: 'Bulleted list', icon: List, run: () => exec('insertUnorderedList') },
  { label: 'Numbered list', icon: ListOrdered, run: () => exec('insertOrderedList') },
  {
    label: 'Link',
    icon: Link2,
    run: () => {
      const href = window.prompt('Link address (https://…)');
      if (href && /^(https?:|mailto:)/i.test(href.trim())) exec('createLink', href.trim());
    },
  },
];

/**
 * A small rich-text editor: a toolbar of bold, italic, lists and links over a contentEditable
 * area. Its value is HTML; what the storefront renders is the server's sanitized copy.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  readOnly,
  testId,
  placeholder,
  lang,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  readOnly?: boolean;
  testId?: string;
  /** Shown while the area is empty (a translation's fallback, decision 0165). */
  placeholder?: string;
  /** The language the text is written in, for spelling and speech (and its direction). */
  lang?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const area = useRef<HTMLDivElement>(null);

  // The area owns its DOM while someone types; only an outside change (a reset, a load) is written in.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  return (
    <div data-testid={testId}>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </span>
      <div
        className={clsx(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-accent',
          error ? 'border-red-500' : 'border-zinc-300',
        )}
      >
        {!readOnly && (
          <div
            role="toolbar"
            aria-label={`${label} formatting`}
            className="flex gap-0.5 border-b border-zinc-200 bg-zinc-50 px-1.5 py-1"
          >
            {COMMANDS.map(({ label: name, icon: Icon, run }) => (
              <button
                key={name}
                type="button"
                aria-label={name}
                title={name}
                // Keep the selection in the text while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  area.current?.focus();
                  run();
                  if (area.current) onChange(area.current.innerHTML);
                }}
                className="rounded p-1.5 text-zinc-700 hover:bg-zinc-200 hover:text-zinc-900"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ))}
          </div>
        )}
        <div
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-readonly={readOnly || undefined}
          aria-placeholder={placeholder}
          data-placeholder={placeholder}
          lang={lang}
          dir={lang ? 'auto' : undefined}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          tabIndex={0}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onBlur={onBlur}
          className="prose-sm min-h-24 px-3 py-2 text-sm text-zinc-900 empty:before:text-zinc-500 empty:before:content-[attr(data-placeholder)] focus:outline-none [&_a]:text-accent [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          {...describedBy(id, error, hint)}
        />
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
