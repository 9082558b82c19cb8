import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@harsh/contract';
import { ImageRefusedError, prepareImage } from './images.js';

/** A plain drawing (no script, no outside links) whose `<use>`s repeat a group of ten squares 10^levels times. */
function repeatingDrawing(levels: number, squareCount = 10): Buffer {
  const name = (level: number) => `g${level}`;
  const groups = Array.from(
    { length: levels },
    (_, i) => `<g id="${name(i + 1)}">${`<use href="#${name(i)}"/>`.repeat(10)}</g>`,
  ).join('');
  const squares = '<rect width="1" height="1" fill="#0b3d91"/>'.repeat(squareCount);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><g id="${name(0)}">${squares}</g>${groups}</defs><use href="#${name(levels)}"/></svg>`,
  );
}

const plainDrawing = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20"><rect width="40" height="20" fill="#f5a623"/></svg>',
);

describe('prepareImage', () => {
  it('refuses a drawing that takes too long to draw, soon after its time is up, and prepares one upload at a time', async () => {
    const settled: string[] = [];
    const started = Date.now();
    // 300,000 squares: about 3 s to draw on this machine's idle core, three times its second; librsvg
    // cannot be stopped within a drawing, so a larger one only makes the test slower (a million took 11 s).
    const slow = prepareImage(repeatingDrawing(4, 30), 1).catch((error: unknown) => {
      settled.push('slow');
      return error;
    });
    // Sent while the slow one is drawn: it waits for it.
    const quick = prepareImage(plainDrawing).then((image) => {
      settled.push('quick');
      return image;
    });
    const [refused, image] = await Promise.all([slow, quick]);
    expect(refused).toBeInstanceOf(ImageRefusedError);
    expect((refused as Error).message).toBe(MEDIA_MESSAGES.tooSlow);
    // sharp notices its time is up between pieces of work: a few seconds late, more on a busy machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(settled).toEqual(['slow', 'quick']);
    expect(image.files.length).toBeGreaterThan(0);
  });
});
