import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const CHUNKS = 'chunks/';

interface OutputFile {
  fileName: string;
  /** A chunk's code or an asset's source. */
  content: string | Uint8Array;
}

/**
 * `chunks/<hash>/`, the hash of every file of the chunks' folder (names and contents): another
 * build's chunks, however little differs, are in another folder, so a cache never mixes them.
 */
export function chunksFolderOf(files: readonly OutputFile[]): string {
  const hash = createHash('sha256');
  for (const { fileName, content } of [...files].sort((a, b) => (a.fileName < b.fileName ? -1 : 1)))
    hash.update(fileName).update('\0').update(content).update('\0');
  return `${CHUNKS}${hash.digest('base64url').slice(0, 8)}/`;
}

/**
 * Moves the chunks into a folder named for the build (`chunks/<hash>/runtime.js`) and writes
 * their new paths into the build manifest. One hash for the folder instead of one in every
 * file's name: the loader lists the chunks by name, and random characters do not compress (a
 * hash per name cost the loader about 80 of its 3,072 bytes, and every family chunk some more
 * in its imports). The chunks import each other by relative paths, which the move keeps.
 */
export function chunksInBuildFolder(): Plugin {
  return {
    name: 'chunks-in-build-folder',
    writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.values(bundle)
        .filter((file) => file.fileName.startsWith(CHUNKS))
        .map((file) => ({
          fileName: file.fileName,
          content: file.type === 'chunk' ? file.code : file.source,
        }));
      const folder = chunksFolderOf(files);
      mkdirSync(join(dir, folder), { recursive: true });
      for (const { fileName } of files)
        renameSync(join(dir, fileName), join(dir, folder, fileName.slice(CHUNKS.length)));
      const path = join(dir, '.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>;
      for (const entry of Object.values(manifest)) entry.file = entry.file.replace(CHUNKS, folder);
      writeFileSync(path, JSON.stringify(manifest, null, 2));
    },
  };
}
