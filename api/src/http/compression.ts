import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants } from 'node:zlib';

type NestPlugin = Parameters<NestFastifyApplication['register']>[0];

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text types compressed on the fly: HTML pages, JSON answers, XML (sitemaps, feeds), scripts and
 * styles that have no precompressed copy, SVG. Never `text/event-stream`: a compressed event stream
 * would be held in the compressor's buffer instead of reaching the browser at once (the realtime
 * stream also writes to the socket itself, past every hook).
 */
export const COMPRESSIBLE_TYPES = /^(text\/(?!event-stream)[a-z+.-]+|application\/([a-z.+-]*\+)?(json|xml|javascript)|image\/svg\+xml)(;|$)/;

/**
 * On-the-fly compression (brotli at a fast quality, or gzip) for dynamic answers above the threshold.
 * Static files served with a precompressed `.br` / `.gz` copy already carry Content-Encoding and are
 * left alone (@fastify/static `preCompressed`).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress as unknown as NestPlugin, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Quality 4: about gzip's speed with better ratios; the build uses 11 for the static files.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
