// Spec 3 "Stock images": a devotion date maps deterministically to one hero image by hashing
// its yyyy-MM-dd string. FNV-1a (32-bit) is stable across engines and platforms.
import type { IsoDate } from './dates.ts';

export function heroImageIndex(date: IsoDate, imageCount: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < date.length; i++) {
    hash ^= date.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % imageCount;
}
