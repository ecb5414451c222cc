const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * An entry's figures in a line a person can read: 'role: staff → owner', or for a creation or
 * a removal just the values ('name: Till 1, prefix: gfk_…').
 */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      if (before && after && key in before && key in after) return `${key}: ${show(before[key])} → ${show(after[key])}`;
      return `${key}: ${show((after ?? before)?.[key])}`;
    })
    .join(', ');
}
