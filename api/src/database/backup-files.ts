import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { BackupError, CHECKSUMS_FILE, FILES_DIR, type BackupManifest, type BackupTarget } from './backup-manifest';

/** The files of a backup: DATA_DIR's folders, copied, checked by sha256 and put back (docs/operations.md). */

/** The folders of DATA_DIR a backup holds, in this order. */
export const DATA_FOLDERS = ['uploads', 'secrets'] as const;

export interface FileEntry {
  path: string;
  sha256: string;
  bytes: number;
}

export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `root` (a missing folder has none), as paths relative to it with `/`. */
async function walk(root: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, e.name);
      if (e.isDirectory()) await visit(path);
      else if (e.isFile()) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  await visit(root);
  return out;
}

export async function listFiles(dataDir: string, folders: readonly string[]): Promise<string[]> {
  const all: string[] = [];
  for (const folder of folders) all.push(...(await walk(join(dataDir, folder))).map((p) => `${folder}/${p}`));
  return all;
}

/** Copies the files under `from` to `to`; a file deleted while copying is skipped. */
async function copyTree(from: string, to: string, prefix: string): Promise<FileEntry[]> {
  const copied: FileEntry[] = [];
  for (const path of await walk(from)) {
    const dest = join(to, path);
    await mkdir(dirname(dest), { recursive: true });
    try {
      await copyFile(join(from, path), dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const { sha256, bytes } = await fileDigest(dest);
    copied.push({ path: `${prefix}${path}`, sha256, bytes });
  }
  return copied;
}

/** Copies DATA_DIR's folders (uploads aside when they are in S3) into `<dir>/files/`; returns the `files.sha256` lines and the bytes. */
export async function backupFiles(target: BackupTarget, dir: string, log: (line: string) => void): Promise<{ checksums: string[]; bytes: number }> {
  const checksums: string[] = [];
  let bytes = 0;
  for (const folder of DATA_FOLDERS) {
    if (folder === 'uploads' && target.s3Bucket) {
      log(`Uploads are in the S3 bucket ${target.s3Bucket}: NOT copied. Keep bucket versioning on (docs/operations.md, "Uploads in S3").`);
      continue;
    }
    const copied = await copyTree(join(target.dataDir, folder), join(dir, FILES_DIR, folder), `${folder}/`);
    for (const f of copied) {
      checksums.push(`${f.sha256}  ${f.path}`);
      bytes += f.bytes;
    }
  }
  return { checksums, bytes };
}

/** Checks every file of the backup against `files.sha256` and the manifest's count. */
export async function verifyFiles(dir: string, manifest: BackupManifest): Promise<FileEntry[]> {
  const text = await readFile(join(dir, CHECKSUMS_FILE), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${join(dir, CHECKSUMS_FILE)} is missing (damaged backup); nothing was changed.`);
  const entries: FileEntry[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!m || m[2].split('/').includes('..')) throw new BackupError(`${CHECKSUMS_FILE}: unreadable line "${line}"`);
    const digest = await fileDigest(join(dir, FILES_DIR, m[2])).catch(() => null);
    if (!digest || digest.sha256 !== m[1]) {
      throw new BackupError(`${join(FILES_DIR, m[2])} is missing or differs from ${CHECKSUMS_FILE} (damaged backup); nothing was changed.`);
    }
    entries.push({ path: m[2], sha256: m[1], bytes: digest.bytes });
  }
  if (entries.length !== manifest.files.count) {
    throw new BackupError(`${CHECKSUMS_FILE} lists ${entries.length} files, the manifest ${manifest.files.count} (damaged backup); nothing was changed.`);
  }
  return entries;
}

/**
 * Puts the backup's folders in place of DATA_DIR's: each is built beside the live one, then
 * swapped in by renames, so a failure half-way leaves the old folder.
 */
export async function restoreFiles(dir: string, target: BackupTarget, files: FileEntry[], manifest: BackupManifest): Promise<void> {
  const stamp = Date.now();
  for (const folder of DATA_FOLDERS) {
    if (folder === 'uploads' && (target.s3Bucket || manifest.files.uploads === 's3')) continue;
    const live = join(target.dataDir, folder);
    const incoming = `${live}.restoring-${stamp}`;
    await mkdir(incoming, { recursive: true });
    for (const f of files.filter((e) => e.path.startsWith(`${folder}/`))) {
      const to = join(incoming, f.path.slice(folder.length + 1));
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(dir, FILES_DIR, f.path), to);
    }
    const old = `${live}.before-restore-${stamp}`;
    if (existsSync(live)) await rename(live, old);
    await rename(incoming, live);
    if (folder === 'secrets') await chmod(live, 0o700).catch(() => undefined);
    await rm(old, { recursive: true, force: true });
  }
}
