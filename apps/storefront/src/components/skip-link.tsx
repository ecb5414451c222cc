import { Trans } from '@lingui/react/macro';
/**
 * 'Skip to content': moves focus into the main region (not only the scroll position), so the
 * next Tab continues from there; the address stays as it is.
 */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      data-testid="skip-link"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
