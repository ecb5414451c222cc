import Bowser from 'bowser';

/** 'Firefox on macOS' from a User-Agent (bowser's parser); 'Unknown browser' without one. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.getParser(userAgent);
  const browser = parsed.getBrowserName() || 'Unknown browser';
  const os = parsed.getOSName();
  return os ? `${browser} on ${os}` : browser;
}
