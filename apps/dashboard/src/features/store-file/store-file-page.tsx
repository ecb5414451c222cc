import { useId, useState, type ChangeEvent } from 'react';
import { Download } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { problemsOf, STORE_FILE_URL, useCheckStoreFile, useImportStoreFile } from './api/store-file-queries';
import { StoreFileChangesList } from './components/store-file-changes';

/** Owners: download the store file, or upload one: its problems by path, or what it changes, then import. */
export function StoreFilePage() {
  const inputId = useId();
  const [chosen, setChosen] = useState<{ name: string; json: unknown } | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const check = useCheckStoreFile();
  const importing = useImportStoreFile();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setChosen(null);
    setReadProblem(null);
    check.reset();
    importing.reset();
    if (!file) return;
    try {
      const json: unknown = JSON.parse(await file.text());
      setChosen({ name: file.name, json });
      check.mutate(json);
    } catch {
      setReadProblem(`${file.name} is not a JSON file.`);
    }
  };
  const problems = problemsOf(check.error) ?? problemsOf(importing.error);
  return (
    <div data-testid="store-file-page" className="max-w-2xl space-y-6">
      <PageHeader
        title="Store file"
        description="Your whole store as one JSON file (docs/store-file.md): branding, settings, products, discount codes and gift cards."
      />
      <section
        aria-labelledby="export-heading"
        className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs"
      >
        <h2 id="export-heading" className="text-base font-semibold text-zinc-900">
          Export
        </h2>
        <p className="text-sm text-zinc-600">
          The file holds every gift card's code: keep it as safe as the cards themselves. Each download is in the audit
          log.
        </p>
        <a
          href={STORE_FILE_URL}
          download
          className={buttonClasses({ variant: 'secondary' })}
          data-testid="export-store-file"
        >
          <Download aria-hidden="true" className="size-4" /> Download store file
        </a>
      </section>
      <section
        aria-labelledby="import-heading"
        className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs"
      >
        <h2 id="import-heading" className="text-base font-semibold text-zinc-900">
          Import
        </h2>
        <p className="text-sm text-zinc-600">
          The file must be this store's. It is checked first and nothing changes until you confirm; quantities sold and
          card balances are never lowered.
        </p>
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-900">
            Store file (.json)
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            onChange={choose}
            className="block w-full text-sm text-zinc-700 file:mr-3 file:rounded-md file:border-0 file:bg-zinc-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-200"
            data-testid="store-file-input"
          />
        </div>
        {readProblem && <Alert tone="error">{readProblem}</Alert>}
        {check.isPending && <p className="text-sm text-zinc-600">Checking {chosen?.name}…</p>}
        {problems && (
          <Alert tone="error" testId="store-file-problems">
            <p className="font-semibold">{`${chosen?.name ?? 'The file'} was not imported. Fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:`}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-[13px] break-words">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {(check.isError || importing.isError) && !problems && (
          <Alert tone="error">{errorMessage(check.error ?? importing.error)}</Alert>
        )}
        {check.data && !importing.isSuccess && (
          <div className="space-y-3">
            <p className="text-sm font-medium text-zinc-900">{`Importing ${chosen?.name} will change:`}</p>
            <StoreFileChangesList changes={check.data.changes} />
            <Button disabled={importing.isPending} onClick={() => chosen && importing.mutate(chosen.json)}>
              {importing.isPending ? 'Importing…' : 'Import this file'}
            </Button>
          </div>
        )}
        {importing.isSuccess && (
          <Alert tone="success" testId="store-file-imported">
            {chosen?.name} was imported. The storefront shows it within seconds.
          </Alert>
        )}
      </section>
    </div>
  );
}
