/**
 * A small deterministic random source (mulberry32) for a seed: numbers in [0, 1), the same sequence
 * for the same seed wherever it runs. The top page's slide order (the server's and the browser's first
 * render agree on it) and the slide generator (shell/scripts/generate-slides.mjs: byte-identical
 * slides on every run) both draw from it.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
