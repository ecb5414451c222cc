import QRCode from 'qrcode';

/**
 * The QR code printed on the gift card PDF: a PNG that scans as the card's code, exactly as it
 * is printed beside it. Medium error correction survives a crease or a smudge on paper.
 */
export function codeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' });
}
