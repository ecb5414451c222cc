/** Resolves after ms milliseconds: the simulated steps of product §9 (add to cart, Buy Now, inspiration). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
