/**
 * mulberry32: a small, fast, well-distributed 32-bit PRNG. Seeded randomness for the demo catalogue, the fuzz
 * cases and the crash test: the same seed gives the same sequence, so a run can be replayed.
 */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
