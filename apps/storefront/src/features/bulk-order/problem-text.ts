import { useLingui } from '@lingui/react/macro';
import type { BulkAmountRules, BulkColumn, BulkRowProblem } from '@giftfront/domain/bulk-order';
import { useFormatPrice } from '@/entities/store/store-settings';

/** The columns' names in the shopper's language (table headers, field names, sentences). */
export function useColumnLabels(): Record<BulkColumn, string> {
  const { t } = useLingui();
  return {
    name: t`Name`,
    email: t`Email`,
    amount: t`Amount`,
    message: t`Message`,
    date: t`Delivery date`,
    time: t`Delivery time`,
  };
}

/** A row's problem as a sentence in the shopper's language, naming its row and column (the domain's words in English). */
export function useProblemText(amounts: BulkAmountRules): (problem: BulkRowProblem) => string {
  const { t } = useLingui();
  const format = useFormatPrice();
  const labels = useColumnLabels();
  const options = amounts.optionsMinor.map((minor) => format(minor)).join(', ');
  const min = amounts.custom ? format(amounts.custom.minMinor) : '';
  const max = amounts.custom ? format(amounts.custom.maxMinor) : '';
  return (problem) => {
    const row = problem.row;
    const column = labels[problem.column];
    switch (problem.code) {
      case 'nameRequired':
        return t`Row ${row}, ${column}: the recipient’s name is missing.`;
      case 'nameTooLong':
        return t`Row ${row}, ${column}: the name is longer than 200 characters.`;
      case 'emailRequired':
        return t`Row ${row}, ${column}: the recipient’s email address is missing.`;
      case 'emailInvalid':
        return t`Row ${row}, ${column}: please enter a valid email address, like name@example.com.`;
      case 'amountRequired':
        return t`Row ${row}, ${column}: the amount is missing.`;
      case 'amountInvalid':
        return t`Row ${row}, ${column}: the amount must be a number, like 50 or 25.50.`;
      case 'amountNotOffered':
        return t`Row ${row}, ${column}: this card is sold at ${options}.`;
      case 'amountOutOfRange':
        return t`Row ${row}, ${column}: the amount must be between ${min} and ${max}.`;
      case 'messageTooLong':
        return t`Row ${row}, ${column}: the message must be at most 300 characters.`;
      case 'dateInvalid':
        return t`Row ${row}, ${column}: write the date as YYYY-MM-DD, like 2026-12-24.`;
      case 'dateRequired':
        return t`Row ${row}, ${column}: a delivery time needs a delivery date.`;
      case 'timeInvalid':
        return t`Row ${row}, ${column}: write the time as HH:MM on a 24-hour clock, like 09:30.`;
      case 'timeRequired':
        return t`Row ${row}, ${column}: a delivery date needs a delivery time.`;
      case 'momentPast':
        return t`Row ${row}, ${column}: this moment has already passed; choose a later one, or leave both empty to send at once.`;
    }
  };
}
