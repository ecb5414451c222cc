import { useEffect, useRef, useState } from 'react';
import { RefreshCw, Sparkles } from 'lucide-react';
import { OCCASIONS, TONES, type Occasion, type Tone } from '../inspiration-messages';
import { Button } from '@/components/button';
import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import { pickInspiration } from '../pick-inspiration';
import { InspirationResult } from './inspiration-result';

function Choices<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
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
          {option}
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

/** Occasion and tone, then one canned message after 1 s (product §9); results after closing are dropped. */
export function InspirationPicker({ onUse }: { onUse: (message: string) => void }) {
  const [occasion, setOccasion] = useState<Occasion>(OCCASIONS[0]);
  const [tone, setTone] = useState<Tone>(TONES[0]);
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const open = useRef(false);
  const useButton = useRef<HTMLButtonElement>(null);
  // The Generate button disappears with the result: focus goes to the next thing to do.
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
    const picked = await pickInspiration(occasion, tone, { previous: message ?? undefined });
    if (!open.current || id !== request.current) return;
    setMessage(picked);
    setLoading(false);
  }

  // A new choice drops the message shown (and any still coming) so what shows fits the choice.
  function choose(change: () => void) {
    request.current += 1;
    change();
    setMessage(null);
    setLoading(false);
  }

  return (
    <div className="space-y-5">
      <Choices
        label="Occasion"
        options={OCCASIONS}
        value={occasion}
        onChange={(next) => choose(() => setOccasion(next))}
        testId="inspiration-occasion"
      />
      <Choices
        label="Tone"
        options={TONES}
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
              Try another
            </Button>
            <Button ref={useButton} onClick={() => onUse(message)} data-testid="inspiration-use">
              Use this message
            </Button>
          </>
        ) : (
          <Button onClick={() => void generate()} disabled={loading} data-testid="inspiration-generate">
            <Sparkles aria-hidden="true" className="size-4" />
            {loading ? 'Generating...' : 'Generate message'}
          </Button>
        )}
      </div>
    </div>
  );
}
