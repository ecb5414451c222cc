/** 'Hi Sam, you have been given' with a name; 'You have been given' without one, never a bare 'Hi,'. */
export function greet(name: string | null | undefined, rest: string): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed}, ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);
}
