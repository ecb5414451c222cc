import { RadioCard, RadioCardGroup } from '@/components/radio-cards';
import type { RecipientMode } from '@giftfront/domain/gift-details';
import { useLingui } from '@lingui/react/macro';

/** product §2: with quantity above 1, 'same recipient' or 'different recipients'. */
export function RecipientModePicker({
  mode,
  quantity,
  onChange,
}: {
  mode: RecipientMode;
  quantity: number;
  onChange: (mode: RecipientMode) => void;
}) {
  const { t } = useLingui();
  const modes: { value: RecipientMode; title: string; detail: string }[] = [
    { value: 'same', title: t`Same recipient`, detail: t`All ${quantity} go to one person` },
    { value: 'different', title: t`Different recipients`, detail: t`A name and email for each card` },
  ];
  return (
    <RadioCardGroup
      label={t`Who is it for?`}
      value={mode}
      onValueChange={(value) => onChange(value as RecipientMode)}
      className="grid gap-3 sm:grid-cols-2"
      testId="recipient-mode"
    >
      {modes.map((option) => (
        <RadioCard
          showCheck={false}
          key={option.value}
          value={option.value}
          testId={`recipient-mode-${option.value}`}
          className="group flex items-start gap-3 px-4 py-3 text-start"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-gray-400 group-has-checked:border-primary-ink group-has-checked:bg-primary-ink"
          >
            <span className="size-1.5 rounded-full bg-white" />
          </span>
          <span>
            <span className="block">{option.title}</span>
            <span className="mt-0.5 block text-sm font-normal text-gray-600">{option.detail}</span>
          </span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
