import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { LOGO_ACCEPT, type LogoUploadAnswer } from '@giftfront/domain/admin/settings';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { logoFileProblem, uploadLogo } from '../api/upload-logo';

/** Choose a logo file and say what it shows; once stored, the form uses it and Save puts it live. */
export function LogoUpload({
  companyName,
  onUploaded,
}: {
  companyName: string;
  onUploaded: (logo: LogoUploadAnswer) => void;
}) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(companyName);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ chosen, text }: { chosen: File; text: string }) => uploadLogo(chosen, text),
    onSuccess: onUploaded,
  });

  const send = () => {
    const found = !file
      ? 'Choose an image first.'
      : (logoFileProblem(file) ?? (!alt.trim() ? 'Say what the logo shows (its alt text).' : null));
    setProblem(found);
    if (!found && file) upload.mutate({ chosen: file, text: alt.trim() });
  };
  return (
    <div className="space-y-3 rounded-lg border border-dashed border-zinc-300 p-3" data-testid="logo-upload">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-zinc-800">
            New logo
          </label>
          <input
            id={fileId}
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            className="block w-full text-sm text-zinc-700 file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <p className="mt-1.5 text-xs text-zinc-600">PNG, JPEG, WebP or SVG, at most 5 MB.</p>
        </div>
        <TextField label="New logo's alt text" value={alt} onChange={(event) => setAlt(event.target.value)} />
      </div>
      {(problem || upload.isError) && <Alert tone="error">{problem ?? errorMessage(upload.error)}</Alert>}
      {upload.isSuccess && !problem && (
        <p role="status" className="text-sm text-emerald-800">
          Uploaded. Save to show it on the storefront.
        </p>
      )}
      <Button type="button" variant="secondary" size="sm" onClick={send} disabled={upload.isPending}>
        <Upload aria-hidden="true" className="size-4" /> {upload.isPending ? 'Uploading…' : 'Upload logo'}
      </Button>
    </div>
  );
}
