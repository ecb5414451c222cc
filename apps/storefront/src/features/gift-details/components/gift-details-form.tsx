import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { GiftDialogState, GiftDialogSubject } from '../gift-dialog-state';
import { currentTimeZone } from '../gift-form-state';
import { useGiftForm } from '../use-gift-form';
import { useStoreSettings } from '@/entities/store/store-settings';
import { GiftDeliveryPicker } from './gift-delivery-picker';
import { GiftPreview } from './gift-preview';
import { PostalGiftFields } from './postal-gift-fields';
import { MessageField } from './message-field';
import { RecipientBlocks, RecipientFields } from './recipient-fields';
import { RecipientModePicker } from './recipient-mode-picker';
import { ScheduleFields } from './schedule-fields';
import { SenderField } from './sender-field';
import { Trans, useLingui } from '@lingui/react/macro';

/** The dialog opens on its first field (the recipient choice or the recipient's name), not its close button. */
function focusFirstField(event: Event, form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>(
    '[role="radio"][aria-checked="true"], input:not([type="hidden"]), textarea',
  );
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/** The dialog while open: fields of product §2, Save (disabled while an error shows), Dismiss, Remove Gift Details. */
export function GiftDetailsForm({ subject, gift: dialog }: { subject: GiftDialogSubject; gift: GiftDialogState }) {
  const gift = useGiftForm(subject, dialog.save);
  const formId = useId();
  const { item } = subject;
  const { t } = useLingui();
  const productName = item.product.name;
  const amountLabel = item.options.denomination.label;
  const quantity = item.quantity;
  const [mode, delivery] = useWatch({ control: gift.form.control, name: ['mode', 'delivery'] });
  const settings = useStoreSettings();
  // A product the store can post may be sent by post to the recipient (issue 26 item 12).
  const canPost =
    item.product.isShippingEnabled && settings.shippingOptions.some((option) => option.deliveryMethod === 'Postal');
  const byPost = canPost && delivery === 'post';
  const different = !byPost && mode === 'different' && gift.canChooseRecipients;
  const hasDetails = subject.kind === 'cart-item' && Boolean(item.options.giftDetails);

  const footer = (
    <>
      {hasDetails && (
        <Button
          variant="ghost"
          onClick={dialog.removeGiftDetails}
          className="me-auto -ms-3 text-red-700 hover:bg-red-50 hover:text-red-800"
          data-testid="remove-gift-details"
        >
          <Trans>Remove Gift Details</Trans>
        </Button>
      )}
      <Button variant="outline" onClick={dialog.close} data-testid="gift-dismiss">
        <Trans>Dismiss</Trans>
      </Button>
      <Button type="submit" form={formId} disabled={gift.saveDisabled} data-testid="gift-save">
        {gift.saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dialog.close()}
      title={t`Send as gift`}
      description={t`${productName} · ${amountLabel} · Qty ${quantity}`}
      footer={footer}
      size="lg"
      testId="gift-dialog"
      onOpenAutoFocus={(event) => focusFirstField(event, gift.formRef.current)}
    >
      <form
        id={formId}
        ref={gift.formRef}
        noValidate
        onSubmit={gift.submit}
        className="space-y-6"
        data-testid="gift-form"
      >
        {canPost && <GiftDeliveryPicker delivery={delivery} onChange={gift.setDelivery} />}
        {gift.canChooseRecipients && !byPost && (
          <RecipientModePicker mode={mode} quantity={item.quantity} onChange={gift.setMode} />
        )}
        {different ? (
          <RecipientBlocks gift={gift} count={item.quantity} />
        ) : (
          <RecipientFields gift={gift} withEmail={!byPost} />
        )}
        {byPost && <PostalGiftFields gift={gift} mapsApiKey={settings.integrations?.mapsApiKey} />}
        <MessageField gift={gift} />
        <SenderField gift={gift} />
        {!byPost && <ScheduleFields gift={gift} timeZone={currentTimeZone()} />}
        <GiftPreview gift={gift} item={item} />
        {gift.saveFailed && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            data-testid="gift-save-failed"
          >
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Sorry, we could not save this gift. Please try again.</Trans>
          </p>
        )}
      </form>
    </Dialog>
  );
}
