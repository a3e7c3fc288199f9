import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/* The loading screen's turning letters, as the previous site played them (SPEC: 60 frames per second, 400 × 400). */
describe('the loading animation', () => {
  it('plays 156 frames of 800 × 800 (sharp at 400 × 400 on a 2× screen) at 60 frames per second, forever', async () => {
    const animation = await sharp('app/_components/layout/loading-animation.webp', { pages: -1 }).metadata();
    expect(animation).toMatchObject({ format: 'webp', width: 800, pages: 156, pageHeight: 800, loop: 0 });
    expect(new Set(animation.delay)).toEqual(new Set([16, 17]));
    expect(animation.delay!.reduce((total, delay) => total + delay, 0)).toBe((156 / 60) * 1000);
  });

  it('has a still frame of the same size for reduced motion', async () => {
    const still = await sharp('app/_components/layout/loading-still.webp').metadata();
    expect(still).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(still.pages ?? 1).toBe(1);
  });
});
