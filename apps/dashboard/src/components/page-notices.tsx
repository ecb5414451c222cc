import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';

/**
 * A list page's word on what just happened, above the list: what the last action did (green) and
 * what the server refused (red); nothing when there is neither.
 */
export function PageNotices({ notice, refusal }: { notice?: ReactNode; refusal?: ReactNode }) {
  return (
    <>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {refusal && (
        <Alert tone="error" className="mb-4">
          {refusal}
        </Alert>
      )}
    </>
  );
}
