import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiPaths } from '@giftfront/domain/api-paths';

/**
 * Downloads a 'send the codes to me' order's codes as a CSV (issue 31): fetched with this
 * browser's order cookie (given when it paid, or by the receipt's link) and saved from memory, so
 * no code ever sits in an address. `problem` is the server's sentence when it refuses (the 7 days
 * have passed, another browser) or one of ours when the network failed.
 */
export function useCodesDownload(paymentIntentId: string) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch(apiPaths.bulkOrderCodes(paymentIntentId), { credentials: 'same-origin' });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setProblem(body?.message ?? t`The codes could not be downloaded. Try again.`);
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'codes.csv';
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setProblem(t`The codes could not be downloaded. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  }

  return { download: () => void download(), busy, problem };
}
