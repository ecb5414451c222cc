import { useEffect, useRef, useState } from 'react';
import { parseGiftCardCode } from '@giftfront/domain/gift-card';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { createQrDetector } from '../qr-scan-support';

const SCAN_INTERVAL_MS = 200;

function cameraProblem(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError')
    return 'The camera is not allowed. Allow it in the browser’s settings, or type the code.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. Type the code instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it, or type the code.';
  return 'The camera could not be started. Type the code instead.';
}

/**
 * The back camera, read by the browser's own BarcodeDetector until a QR code holds something
 * that can be a gift card code. Loaded only when someone asks to scan.
 */
export function QrScannerDialog({
  open,
  onOpenChange,
  onCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notACode, setNotACode] = useState(false);
  // The latest callback, without restarting the camera when the page re-renders.
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = createQrDetector();

    const scan = async () => {
      if (stopped || !video.current) return;
      const codes = await detector.detect(video.current).catch(() => []);
      const text = codes[0]?.rawValue;
      const code = text === undefined ? null : parseGiftCardCode(text);
      if (code && !stopped) return found.current(code);
      if (text !== undefined) setNotACode(true);
      timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch((error: unknown) => !stopped && setProblem(cameraProblem(error)));

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setProblem(null);
      setNotACode(false);
    };
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scan the QR code"
      description="Hold the gift card’s QR code in front of the camera."
      testId="qr-scanner"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Type the code instead</Button>
        </DialogClose>
      }
    >
      {problem ? (
        <Alert tone="error">{problem}</Alert>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          className="aspect-square w-full rounded-lg bg-zinc-900 object-cover"
        />
      )}
      {notACode && !problem && (
        <p role="status" className="mt-3 text-sm text-zinc-700">
          That QR code is not a gift card code. Try the one on the gift card.
        </p>
      )}
    </Dialog>
  );
}
