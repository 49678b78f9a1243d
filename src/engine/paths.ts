/** Path helpers over the POSIX-style relative paths of a ConfigSource (no node:path: the engine runs in browsers). */

/** The folder part of a path: `a/b/c.json` -> `a/b`. */
export function dirnameOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/** Resolves `relative` against the folder `base`, folding `.` and `..`. */
export function joinPath(base: string, relative: string): string {
  const parts = (base ? base.split('/') : []).concat(relative.split('/'));
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The file name without its folder: `a/b/c.json` -> `c.json`. */
export function basenameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
