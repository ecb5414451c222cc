import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { usePaymentsStatus } from '../api/payments-status-query';

/** Owners: a store whose shoppers cannot pay says so first, with the way to the fix. */
export function PaymentsAlert() {
  const status = usePaymentsStatus();
  const problem = status.data?.problem;
  if (typeof problem !== 'string' || !problem) return null;
  return (
    <Alert tone="warning" className="mb-6" testId="payments-alert">
      <strong className="font-semibold">Shoppers cannot pay in your store.</strong> {problem}{' '}
      <Link to="/payments" className="font-medium underline underline-offset-2">
        Open the payment settings
      </Link>
    </Alert>
  );
}
