import { useState } from 'react';
import { Download } from 'lucide-react';
import { CSV_EXPORT_MAX_ROWS, tooManyRowsMessage } from '@giftfront/domain/admin/csv-export';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';

const NETWORK_ERROR = 'The file could not be made: check the connection and try again.';

/** The file name the server gives in Content-Disposition, else `fallback`. */
const filenameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * 'Export CSV' of a list as filtered: the file is fetched (the session cookie rides along) and
 * saved from memory, so a search that may be a gift card code never sits in a link's address.
 * Says when it is busy, and shows the server's refusal beside it.
 */
export function CsvDownloadButton({
  url,
  fallbackName,
  label = 'Export CSV',
  rows,
}: {
  url: string;
  fallbackName: string;
  label?: string;
  /**
   * How long the list is, and what it lists: longer than an export holds, the button is off and
   * says so before any download (the server refuses such a list too; nothing is cut short).
   */
  rows?: { count: number; what: string; narrow: string } | undefined;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tooMany =
    rows && rows.count > CSV_EXPORT_MAX_ROWS
      ? tooManyRowsMessage(rows.count, rows.what, CSV_EXPORT_MAX_ROWS, rows.narrow)
      : null;
  const download = async () => {
    setPending(true);
    setProblem(null);
    try {
      const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/csv' } });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(body?.message ?? 'The file could not be made. Please try again.', response.status);
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = filenameOf(response, fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(href);
    } catch (error) {
      setProblem(error instanceof ApiError ? errorMessage(error) : NETWORK_ERROR);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={pending || tooMany !== null}
        aria-describedby={tooMany ? 'csv-too-many' : undefined}
      >
        <Download aria-hidden="true" className="size-4" /> {pending ? 'Making the file…' : label}
      </Button>
      {tooMany && (
        <p id="csv-too-many" className="max-w-md text-sm text-zinc-700" data-testid="csv-too-many">
          {tooMany}
        </p>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
