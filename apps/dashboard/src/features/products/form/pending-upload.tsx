import { useState } from 'react';
import { X } from 'lucide-react';
import type { ProductImageUploadAnswer } from '@giftfront/domain/admin/products';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { designNameFromFile } from '@giftfront/domain/design-name';
import { uploadProductImage } from '../api/upload-product-image';

export interface PendingFile {
  key: string;
  file: File;
}

/** One chosen file: its alt text (required), then the upload with its progress and any refusal. */
export function PendingUpload({
  productId,
  pending,
  onUploaded,
  onDiscard,
}: {
  productId: string;
  pending: PendingFile;
  onUploaded: (answer: ProductImageUploadAnswer) => void;
  onDiscard: () => void;
}) {
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | null>(null);
  // What shoppers read in the cart ("Design: …"): from the file's name until the merchant changes it.
  const [name, setName] = useState(() => designNameFromFile(pending.file.name));
  const [nameError, setNameError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const upload = async () => {
    setNameError(name.trim() ? null : 'Enter a name shoppers will see, such as "Winter lights".');
    setAltError(alt.trim() ? null : 'Describe the image for people who cannot see it.');
    if (!name.trim() || !alt.trim()) return;
    setError(null);
    setProgress(0);
    try {
      onUploaded(
        await uploadProductImage<ProductImageUploadAnswer>(
          productId,
          pending.file,
          { alt: alt.trim(), name: name.trim() },
          setProgress,
        ),
      );
    } catch (failure) {
      setError(errorMessage(failure));
      setProgress(null);
    }
  };

  return (
    <li className="rounded-lg border border-zinc-200 p-3" data-testid="pending-upload">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-zinc-800">{pending.file.name}</p>
        {!uploading && (
          <Button variant="ghost" size="sm" aria-label={`Do not upload ${pending.file.name}`} onClick={onDiscard}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Name"
          containerClassName="flex-1"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void upload()}
          readOnly={uploading}
          error={nameError}
          hint="Shoppers see it in the cart."
        />
        <TextField
          label="Alt text"
          containerClassName="flex-1"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void upload()}
          readOnly={uploading}
          error={altError}
          hint="What the image shows, for screen readers."
        />
        <Button onClick={() => void upload()} disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
      {uploading && (
        <progress
          className="mt-2 h-2 w-full accent-accent"
          max={1}
          value={progress}
          aria-label={`Uploading ${pending.file.name}`}
        />
      )}
      {error && (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      )}
    </li>
  );
}
