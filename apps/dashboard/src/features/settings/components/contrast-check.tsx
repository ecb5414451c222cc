import { AA_TEXT, contrastRatio, normalizeHexColor, textColorOn } from '@giftfront/domain/brand-colors';
import { Alert } from '@/components/alert';

const WHITE = '#ffffff';
const BLACK = '#000000';
const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

/**
 * The live check of text on the store colour: white's and black's contrast on it, and the text
 * colour the storefront will use (the domain's one rule, textColorOn). Below 4.5:1 for white, the
 * storefront switches to dark text, and the owner is told so.
 */
export function ContrastCheck({ color }: { color: string | null | undefined }) {
  const hex = normalizeHexColor(color);
  if (!hex) return null;
  const onWhite = contrastRatio(hex, WHITE);
  const onBlack = contrastRatio(hex, BLACK);
  const text = textColorOn(hex);
  const textName = text === WHITE ? 'white' : 'dark';
  return (
    <div className="space-y-3" data-testid="contrast-check" aria-live="polite">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold"
          style={{ backgroundColor: hex, color: text }}
          data-testid="contrast-sample"
        >
          Send as gift
        </span>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm text-zinc-700">
          <dt>White text</dt>
          <dd data-testid="contrast-white">{ratioText(onWhite)}</dd>
          <dt>Black text</dt>
          <dd data-testid="contrast-black">{ratioText(onBlack)}</dd>
        </dl>
      </div>
      {onWhite < AA_TEXT ? (
        <Alert tone="warning" testId="contrast-warning">
          White text on this colour is below {AA_TEXT}:1 ({ratioText(onWhite)}), too faint to read comfortably. The
          storefront will use <strong>{textName}</strong> text ({text}) on it instead.
        </Alert>
      ) : (
        <p className="text-sm text-zinc-600" data-testid="contrast-ok">
          The storefront will use <strong>{textName}</strong> text ({text}) on this colour: {ratioText(onWhite)}, at
          least {AA_TEXT}:1.
        </p>
      )}
    </div>
  );
}
