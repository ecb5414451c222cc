import { useEffect, useRef, useState } from 'react';
import { RefreshCw, Sparkles } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OCCASIONS, TONES, type Occasion, type Tone } from '../inspiration-messages';
import { Button } from '@/components/button';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import { loadInspirationCatalog } from '../load-inspiration-catalog';
import { pickInspiration } from '../pick-inspiration';
import { InspirationResult } from './inspiration-result';

/** The occasions and tones as the shopper reads them (the canned messages are keyed by the English). */
const OCCASION_NAMES: Record<Occasion, MessageDescriptor> = {
  'Happy Birthday': msg`Happy Birthday`,
  'Thank You': msg`Thank You`,
  "I'm Sorry": msg`I'm Sorry`,
  Congratulations: msg`Congratulations`,
  'Thinking of You': msg`Thinking of You`,
};
const TONE_NAMES: Record<Tone, MessageDescriptor> = {
  Heartfelt: msg`Heartfelt`,
  Playful: msg`Playful`,
  Casual: msg`Casual`,
  Formal: msg`Formal`,
};

function Choices<T extends string>({
  label,
  options,
  names,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly T[];
  names: Record<T, MessageDescriptor>;
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <RadioCardGroup
      label={label}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className="flex flex-wrap gap-2"
      testId={testId}
    >
      {options.map((option) => (
        <RadioCard
          key={option}
          value={option}
          className="py-2 pe-7 ps-3.5 has-checked:bg-gray-50 has-checked:text-primary-ink"
        >
          {i18n._(names[option])}
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

/** Occasion and tone, then one canned message after 1 s (product §9); results after closing are dropped. */
export function InspirationPicker({ onUse }: { onUse: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const [occasion, setOccasion] = useState<Occasion>(OCCASIONS[0]);
  const [tone, setTone] = useState<Tone>(TONES[0]);
  const [picked, setPicked] = useState<MessageDescriptor | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const open = useRef(false);
  const useButton = useRef<HTMLButtonElement>(null);
  // The Generate button disappears with the result: focus goes to the next thing to do.
  // The page's language, its catalog loaded while the message was being 'written'.
  const message = picked ? i18n._(picked) : null;
  useEffect(() => {
    if (message && !loading) useButton.current?.focus();
  }, [message, loading]);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  async function generate() {
    const id = ++request.current;
    setLoading(true);
    const [next] = await Promise.all([
      pickInspiration(occasion, tone, { previous: picked ?? undefined }),
      loadInspirationCatalog(i18n),
    ]);
    if (!open.current || id !== request.current) return;
    setPicked(next);
    setLoading(false);
  }

  // A new choice drops the message shown (and any still coming) so what shows fits the choice.
  function choose(change: () => void) {
    request.current += 1;
    change();
    setPicked(null);
    setLoading(false);
  }

  return (
    <div className="space-y-5">
      <Choices
        label={t`Occasion`}
        options={OCCASIONS}
        names={OCCASION_NAMES}
        value={occasion}
        onChange={(next) => choose(() => setOccasion(next))}
        testId="inspiration-occasion"
      />
      <Choices
        label={t`Tone`}
        options={TONES}
        names={TONE_NAMES}
        value={tone}
        onChange={(next) => choose(() => setTone(next))}
        testId="inspiration-tone"
      />
      <InspirationResult loading={loading} message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {message && !loading ? (
          <>
            <Button variant="outline" onClick={() => void generate()} data-testid="inspiration-another">
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Try another</Trans>
            </Button>
            <Button ref={useButton} onClick={() => onUse(message)} data-testid="inspiration-use">
              <Trans>Use this message</Trans>
            </Button>
          </>
        ) : (
          <Button onClick={() => void generate()} disabled={loading} data-testid="inspiration-generate">
            <Sparkles aria-hidden="true" className="size-4" />
            {loading ? t`Generating...` : t`Generate message`}
          </Button>
        )}
      </div>
    </div>
  );
}
