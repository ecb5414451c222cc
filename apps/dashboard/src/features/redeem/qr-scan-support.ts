import { useEffect, useState } from 'react';

/** The part of the Barcode Detection API the scanner uses (not yet in TypeScript's DOM types). */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Whether this browser can read a QR code from the camera by itself (Chrome on Android, Safari 17+ …). */
export async function canScanQrCodes(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') return false;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

export function createQrDetector(): QrDetector {
  const Detector = detectorClass();
  if (!Detector) throw new Error('This browser cannot read QR codes');
  return new Detector({ formats: ['qr_code'] });
}

/** False until the browser has said it can scan: the scan button appears only where it works. */
export function useQrScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void canScanQrCodes().then((yes) => live && setSupported(yes));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}
