/**
 * Shares `total` (minor units) out in proportion to `weights`, exactly: the shares sum to `total`,
 * the units left by rounding down go to the largest remainders (the first of equal ones). All
 * weights 0: the first share takes everything.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const whole = BigInt(sum);
  const exact = weights.map((weight) => magnitude * BigInt(weight));
  const shares = exact.map((value) => value / whole);
  let left = magnitude - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value % whole }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share * sign));
}
