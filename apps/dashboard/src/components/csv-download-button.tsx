import { useState } from 'react';
import { Download } from 'lucide-react';
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
}: {
  url: string;
  fallbackName: string;
  label?: string;
}) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
      <Button variant="secondary" onClick={() => void download()} disabled={pending}>
        <Download aria-hidden="true" className="size-4" /> {pending ? 'Making the file…' : label}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
