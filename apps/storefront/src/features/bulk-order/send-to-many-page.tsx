import { minorUnits } from '@giftfront/domain/money';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { SearchX, TriangleAlert } from 'lucide-react';
import {
  BULK_ORDER_MAX_RECIPIENTS,
  checkBulkRows,
  emptyBulkRow,
  type BulkColumn,
  type BulkRow,
  type BulkRowProblem,
} from '@giftfront/domain/bulk-order';
import { isValidEmail } from '@giftfront/domain/email';
import type { Product } from '@giftfront/domain/product';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { TextField } from '@/components/text-field';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { PaymentForm } from '@/entities/payment/payment-form';
import { usePaymentIntent } from '@/entities/payment/use-payment-intent';
import { useProducts } from '@/entities/product/products-api';
import { useFormatPrice, useStoreSettings } from '@/entities/store/store-settings';
import { useNavigate, useParams } from '@/lib/router';
import { amountRulesOf } from './amount-rules';
import { bulkOrderPayload, priceBulkOrder } from './bulk-order-payload';
import { AddRecipients } from './components/add-recipients';
import { CodesReady } from './components/codes-ready';
import { cellId, PAGE_SIZE, RecipientsTable } from './components/recipients-table';
import { useProblemText } from './problem-text';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** How many row problems the summary lists as links; the table shows each beside its cell. */
const LISTED_PROBLEMS = 20;

/** Issue 31 'Send to many': /send-to-many/{slug}, one gift card for up to 1,000 recipients in one order. */
export function SendToManyPage() {
  const { slug } = useParams();
  const { t } = useLingui();
  const products = useProducts('GiftCard');
  if (products.isPending) return <Spinner className="py-32" />;
  const product = products.data?.find((p) => p.slug.toLowerCase() === slug?.toLowerCase() && p.type === 'GiftCard');
  if (!product)
    return (
      <StateMessage
        icon={products.isError ? TriangleAlert : SearchX}
        tone={products.isError ? 'error' : 'neutral'}
        headingLevel={1}
        title={t`Gift card not found`}
        message={t`It may have been removed, or the link may be mistyped.`}
        actions={
          <ButtonLink to="/" variant="outline">
            <Trans>Browse all gifts</Trans>
          </ButtonLink>
        }
        className="py-24"
        testId="bulk-not-found"
      />
    );
  return <SendToMany key={product.id} product={product} />;
}

function SendToMany({ product }: { product: Product }) {
  const { t } = useLingui();
  const settings = useStoreSettings();
  const format = useFormatPrice();
  const navigate = useNavigate();
  const amounts = useMemo(() => amountRulesOf(product, settings), [product, settings]);
  const problemText = useProblemText(amounts);

  const [rows, setRows] = useState<BulkRow[]>([]);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [page, setPage] = useState(0);
  const [buyer, setBuyer] = useState({ firstName: '', lastName: '', email: '' });
  const [codesToBuyer, setCodesToBuyer] = useState(false);
  const [checked, setChecked] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [paidForCodes, setPaidForCodes] = useState<string | null>(null);

  // Checked again on every change, so a fixed cell loses its sentence as it is typed.
  const problems = useMemo(() => checkBulkRows(rows, { amounts, timeZone }), [rows, amounts, timeZone]);
  const tooMany = rows.length > BULK_ORDER_MAX_RECIPIENTS;
  const buyerProblems = {
    firstName: buyer.firstName.trim() ? null : t`First name is required`,
    lastName: buyer.lastName.trim() ? null : t`Last name is required`,
    email: !buyer.email.trim()
      ? t`Email is required`
      : isValidEmail(buyer.email)
        ? null
        : t`Please enter a valid email address`,
  };
  const buyerValid = !buyerProblems.firstName && !buyerProblems.lastName && !buyerProblems.email;
  const order = { product, settings, rows, timeZone, codesToBuyer };
  const pricing = useMemo(
    () =>
      problems.length === 0 && rows.length > 0
        ? priceBulkOrder({ product, settings, rows, timeZone, codesToBuyer })
        : null,
    [problems.length, rows, product, settings, timeZone, codesToBuyer],
  );
  const total = pricing?.totals.total ?? 0;

  // A payment is set up only for rows that are all valid: nothing can be charged before.
  const controller = usePaymentIntent({
    amount: minorUnits(total),
    currency: settings.currencyCode,
    payment: settings.payment,
    enabled: reviewing && total > 0,
    persist: false,
  });

  function addRows(added: BulkRow[]) {
    setRows((current) => [...current, ...added]);
    setReviewing(false);
  }
  function change(index: number, column: BulkColumn, value: string) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [column]: value } : row)));
  }
  function remove(index: number) {
    setRows((current) => current.filter((_, i) => i !== index));
  }
  function focusProblem(problem: BulkRowProblem) {
    const index = problem.row - 1;
    setPage(Math.floor(index / PAGE_SIZE));
    // After the page holding the row has rendered.
    requestAnimationFrame(() => document.getElementById(cellId(index, problem.column))?.focus());
  }
  function review() {
    setChecked(true);
    if (problems.length > 0 || tooMany || rows.length === 0 || !buyerValid) {
      const first = problems[0];
      if (first) focusProblem(first);
      else document.getElementById('bulk-check-summary')?.focus();
      return;
    }
    setReviewing(true);
  }

  const count = rows.length;
  const problemCount = problems.length;
  if (paidForCodes)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="mb-6 text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Thank you for your order</Trans>
        </h1>
        <CodesReady paymentIntentId={paidForCodes} count={count} />
      </div>
    );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <Trans>Send {product.name} to many</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        <Trans>
          One order and one payment for up to 1,000 recipients. Each gets their own gift card by email at the moment you
          choose, or at once when you leave the date and time empty.
        </Trans>
      </p>

      <div className="mt-6 space-y-6">
        <AddRecipients onAdd={addRows} disabled={reviewing} />

        <section aria-labelledby="bulk-recipients-heading" className="rounded-2xl border border-gray-200 p-5">
          <h2 id="bulk-recipients-heading" className="text-lg font-semibold text-gray-900">
            <Trans>Recipients ({count})</Trans>
          </h2>
          <div className="mt-4 max-w-md">
            <TimeZonePicker
              value={timeZone}
              onChange={setTimeZone}
              label={t`Time zone of the delivery times`}
              searchLabel={t`Find the recipients' time zone`}
              testId="bulk-time-zone"
            />
          </div>
          <div
            id="bulk-check-summary"
            tabIndex={-1}
            className="mt-4 outline-none"
            data-testid="bulk-summary"
            aria-live="polite"
          >
            {count === 0 ? (
              <p className="text-sm text-gray-700">
                <Trans>No recipients yet: upload a file, paste rows or add a row.</Trans>
              </p>
            ) : problemCount > 0 ? (
              <div className="rounded-xl border border-red-200 bg-red-50 p-4">
                <p className="text-sm font-semibold text-red-800">
                  {t`${plural(problemCount, {
                    one: '# problem to fix before you can pay. Select it to go to its cell.',
                    other: '# problems to fix before you can pay. Select one to go to its cell.',
                  })}`}
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {problems.slice(0, LISTED_PROBLEMS).map((problem) => (
                    <li key={`${problem.row}-${problem.column}-${problem.code}`}>
                      <button
                        type="button"
                        className="text-start text-red-800 underline underline-offset-2"
                        onClick={() => focusProblem(problem)}
                      >
                        {problemText(problem)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : tooMany ? (
              <p className="text-sm font-semibold text-red-800">
                <Trans>
                  One order can send at most 1,000 gift cards: remove some rows, or send them in another order.
                </Trans>
              </p>
            ) : (
              <p className="text-sm font-medium text-green-800" data-testid="bulk-all-valid">
                <Trans>All {count} rows are ready.</Trans>
              </p>
            )}
          </div>
          {count > 0 && (
            <div className="mt-4">
              <RecipientsTable
                rows={rows}
                problems={problems}
                problemText={problemText}
                page={Math.min(page, Math.max(0, Math.ceil(count / PAGE_SIZE) - 1))}
                onPageChange={setPage}
                onChange={change}
                onRemove={remove}
                disabled={reviewing}
              />
            </div>
          )}
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={reviewing}
            onClick={() => {
              setRows((current) => [...current, emptyBulkRow()]);
              setPage(Math.floor(count / PAGE_SIZE));
            }}
          >
            <Trans>Add a row</Trans>
          </Button>
        </section>

        <section aria-labelledby="bulk-buyer-heading" className="rounded-2xl border border-gray-200 p-5">
          <h2 id="bulk-buyer-heading" className="text-lg font-semibold text-gray-900">
            <Trans>Your details</Trans>
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {(['firstName', 'lastName', 'email'] as const).map((field) => (
              <TextField
                key={field}
                label={field === 'firstName' ? t`First name` : field === 'lastName' ? t`Last name` : t`Email`}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'email'}
                value={buyer[field]}
                disabled={reviewing}
                error={checked ? buyerProblems[field] : null}
                onChange={(event) => setBuyer((current) => ({ ...current, [field]: event.target.value }))}
              />
            ))}
          </div>
          <label className="mt-4 flex items-start gap-3 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={codesToBuyer}
              disabled={reviewing}
              onChange={(event) => setCodesToBuyer(event.target.checked)}
              className="mt-0.5 size-4 accent-primary-ink"
            />
            <span>
              <Trans>
                Send the codes to me instead: no email goes to the recipients, and you download the codes as a CSV after
                paying.
              </Trans>
            </span>
          </label>
        </section>

        <section aria-labelledby="bulk-pay-heading" className="rounded-2xl border border-gray-200 p-5">
          <h2 id="bulk-pay-heading" className="text-lg font-semibold text-gray-900">
            <Trans>Order and payment</Trans>
          </h2>
          {pricing && (
            <dl className="mt-4 max-w-sm space-y-1 text-sm" data-testid="bulk-totals">
              <div className="flex justify-between">
                <dt>{t`${plural(count, { one: '# gift card', other: '# gift cards' })}`}</dt>
                <dd>{format(pricing.totals.subtotal)}</dd>
              </div>
              {pricing.fees.map((fee) => (
                <div key={fee.id} className="flex justify-between">
                  <dt>{fee.name}</dt>
                  <dd>{format(fee.amountMinor)}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-gray-200 pt-1 font-semibold">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd data-testid="bulk-total">{format(minorUnits(total))}</dd>
              </div>
            </dl>
          )}
          {reviewing ? (
            <div className="mt-5 max-w-lg">
              <PaymentForm
                controller={controller}
                payment={settings.payment}
                payLabel={t`Pay ${format(minorUnits(total))}`}
                amountText={format(minorUnits(total))}
                prepare={async () =>
                  problems.length === 0 && buyerValid
                    ? {
                        billingDetails: {
                          name: `${buyer.firstName} ${buyer.lastName}`.trim(),
                          email: buyer.email.trim(),
                        },
                        payload: (paymentIntentId) =>
                          bulkOrderPayload(
                            order,
                            {
                              firstName: buyer.firstName.trim(),
                              lastName: buyer.lastName.trim(),
                              email: buyer.email.trim(),
                            },
                            paymentIntentId,
                          ),
                      }
                    : null
                }
                onPaid={(paymentIntentId) => {
                  controller.forget();
                  if (codesToBuyer) setPaidForCodes(paymentIntentId);
                  else navigate(`/confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`);
                }}
              />
              <Button variant="ghost" size="sm" className="mt-3" onClick={() => setReviewing(false)}>
                <Trans>Change the recipients</Trans>
              </Button>
            </div>
          ) : (
            <Button className="mt-5" onClick={review} data-testid="bulk-continue">
              <Trans>Continue to payment</Trans>
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}
