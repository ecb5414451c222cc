import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentProps } from 'react';
import { Button } from '@/components/button';
import { FieldShell, inputClasses } from '@/components/text-field';
import type { PhoneField } from './phone-field';
import { importPhoneField, type PhoneFieldModule } from './phone-field-import';

type PhoneFieldProps = ComponentProps<typeof PhoneField>;

let loaded: PhoneFieldModule | undefined;
let loading: Promise<PhoneFieldModule> | undefined;

/**
 * The phone input with its calling codes: react-phone-number-input with libphonenumber-js's
 * metadata, about 26 KB compressed, which only postal delivery shows. Loaded a task after the
 * checkout's first render (`usePreloadedCheckoutRules`), or when first shown; one import for the
 * page, tried again after a failure.
 */
export function loadPhoneField(): Promise<PhoneFieldModule> {
  return (loading ??= importPhoneField().then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The mobile number's field as soon as its code is in; until then its label over a box of the
 * same size, marked busy, and if the code cannot load, a sentence saying so with a way to try again.
 */
export function LazyPhoneField(props: PhoneFieldProps) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (module) return;
    let current = true;
    loadPhoneField().then(
      (next) => current && setModule(next),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, attempt]);

  if (module) return <module.PhoneField {...props} />;
  return (
    <FieldShell id={props.id} label={props.label} testId={props.testId}>
      <input
        id={props.id}
        type="tel"
        disabled
        aria-busy={!failed}
        className={inputClasses(failed)}
        data-testid={props.testId ? `${props.testId}-pending` : undefined}
      />
      {failed && (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1" role="alert">
          <p className="text-sm font-medium text-red-700">
            <Trans>The mobile number field could not load. Check your connection and try again.</Trans>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </FieldShell>
  );
}
