import QRCode from 'qrcode';

/**
 * The QR code printed on the gift card PDF: a PNG that scans as the card's code, exactly as it
 * is printed beside it. Medium error correction survives a crease or a smudge on paper.
 */
export function codeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' });
}

/**
 * The same QR code for the recipient's page, as inline SVG (no request, no image the CSP must
 * allow): the dashboard's Redeem page scans it as it scans the printed one.
 */
export function codeQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
