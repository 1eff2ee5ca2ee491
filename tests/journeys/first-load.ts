import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route module the home page loads besides the entry (see client/src/app/routes/main/main-routes.tsx). */
export const HOME_AREA = 'src/app/routes/main/home-route.tsx';

/**
 * The JavaScript a first visit to a page downloads: the entry with its static imports, plus the page's area chunk
 * with its static imports (dynamic imports are left out: they load only when their route is opened).
 */
export function firstLoadFiles(dist: string, areas: readonly string[]): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...areas].forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

export function gzipBytes(dist: string, files: readonly string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
}
