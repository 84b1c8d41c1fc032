import { formatMessage, MESSAGES, POSTING_MESSAGES } from '@akiya/contracts';
import sharp from 'sharp';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { PhotoProcessor, photoPixels, TaskQueue } from './photo-processor';

describe('TaskQueue', () => {
  it('runs at most `size` tasks at once, the others in arrival order', async () => {
    const queue = new TaskQueue(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      order.push(n);
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(queue.active).toBe(0);
    expect(queue.queued).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new TaskQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('PhotoProcessor', () => {
  const config = { images: { concurrency: 1, maxPixels: 10_000, maxTotalPixels: 100_000 } } as AppConfig;

  it('reads the pixels from the header and refuses to decode more than IMAGE_MAX_PIXELS', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(await photoPixels(png)).toBe(20_000);
    expect(await photoPixels(Buffer.from('not an image'))).toBeNull();
    await expect(new PhotoProcessor(config).render(png)).rejects.toThrow(/pixel/i);
    const small = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#fff' } }).png().toBuffer();
    const out = await new PhotoProcessor(config).render(small);
    expect(Object.keys(out).sort()).toEqual(['card', 'detail', 'full']);
  });

  it('keeps no decoded images in the libvips cache', () => {
    expect(sharp.cache().memory.max).toBe(0);
    expect(sharp.cache().items.max).toBe(0);
  });

  it('checks the photos of one request from their headers: type, pixels of each and of all, the first problem kept', async () => {
    const processor = new PhotoProcessor({ images: { concurrency: 1, maxPixels: 40_000, maxTotalPixels: 100_000 } } as AppConfig);
    const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#fff' } }).png().toBuffer();
    const file = async (filename: string, width: number, height: number) => ({ field: 'photos', filename, bytes: await png(width, height) });
    const ok = await processor.check([await file('a.png', 200, 200), await file('b.png', 200, 200)]);
    expect(ok).toEqual({ types: [{ ext: 'png', mime: 'image/png' }, { ext: 'png', mime: 'image/png' }], error: null });

    const memo = { field: 'photos', filename: 'dir/memo.jpg', bytes: Buffer.from('not an image') };
    const mixed = await processor.check([memo, await file('big.png', 300, 200)]);
    expect(mixed.types).toEqual([null, null]);
    expect(mixed.error).toBe(formatMessage(POSTING_MESSAGES.notAnImage, { name: 'memo.jpg' }));

    const three = [1, 2, 3].map(async (i) => file(`p${i}.png`, 200, 200));
    const total = await processor.check(await Promise.all(three));
    expect(total.error).toBe(formatMessage(POSTING_MESSAGES.photosTooManyPixels, { max: 10 }));
    const refused = await processor.accept(await Promise.all(three)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).toBody()).toMatchObject({ message: MESSAGES.formError, errors: { photos: [total.error] } });
  });
});
