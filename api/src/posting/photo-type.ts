import { POSTING_PHOTO_MIME_TYPES } from '@akiya/contracts';

/** What the bytes of a file are, as file-type says (null: not a type it knows). */
export interface SniffedType {
  ext: string;
  mime: string;
}

type FileTypeModule = { fileTypeFromBuffer(buffer: Uint8Array): Promise<SniffedType | undefined> };

let loaded: FileTypeModule | null | undefined;

/**
 * file-type 21 is an ES module and the API is CommonJS: it is loaded with Node's own require (Node
 * 20.19+ can require ES modules), taken from `process.getBuiltinModule` so that test runners with a
 * module registry of their own load it the same way.
 */
function fileTypeModule(): FileTypeModule | null {
  if (loaded !== undefined) return loaded;
  try {
    const nodeModule = process.getBuiltinModule('module') as typeof import('node:module');
    loaded = nodeModule.createRequire(__filename)('file-type') as FileTypeModule;
  } catch {
    loaded = null;
  }
  return loaded;
}

/**
 * Magic numbers of the accepted types, used only if file-type cannot be loaded (Jest's module
 * registry cannot load ES modules, so the integration tests run on this; photo-type.spec.ts checks
 * file-type itself in a real Node process).
 */
function sniffFallback(b: Buffer): SniffedType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** The type of a file from its first bytes (the name and the browser's content type are ignored). */
export async function sniffType(bytes: Buffer): Promise<SniffedType | null> {
  const ft = fileTypeModule();
  if (!ft) return sniffFallback(bytes);
  return (await ft.fileTypeFromBuffer(bytes)) ?? null;
}

export function isAcceptedPhotoType(type: SniffedType | null): type is SniffedType {
  return type !== null && (POSTING_PHOTO_MIME_TYPES as readonly string[]).includes(type.mime);
}

/** For tests and the docs: whether file-type itself (not the fallback) is in use. */
export function usingFileType(): boolean {
  return fileTypeModule() !== null;
}
