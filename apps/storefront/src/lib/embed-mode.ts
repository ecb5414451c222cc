import { useSearchParams } from '@/lib/router';

/** product §2: `embed` in the query hides the navigation; links keep it so the shopper stays embedded. */
export function useEmbedMode(): boolean {
  const [params] = useSearchParams();
  return params.has('embed');
}

export function withEmbed(path: string, embedded: boolean): string {
  if (!embedded) return path;
  return `${path}${path.includes('?') ? '&' : '?'}embed=true`;
}
