// The first gate of the app server: a request target it can serve, or the reason it cannot (answered with 400).
// Checked on the decoded path, so `%2e%2e`, `..%2F` and `..%5C` are caught as surely as a literal `..`.

export type CheckedPath =
  | { ok: true; pathname: string; rawPathname: string; search: string }
  | { ok: false; reason: string };

/** Splits a request target into its decoded path and query, refusing malformed, traversing and odd targets. */
export function checkRequestPath(target: string): CheckedPath {
  if (!target.startsWith('/') || target.startsWith('//')) return { ok: false, reason: 'the target must be an absolute path' };
  const at = target.search(/[?#]/);
  const rawPathname = at < 0 ? target : target.slice(0, at);
  const search = at < 0 || target[at] === '#' ? '' : target.slice(at).replace(/#.*$/, '');
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  if (/[\0\\]/.test(pathname)) return { ok: false, reason: 'a NUL or backslash in the path' };
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return { ok: false, reason: 'a dot segment in the path' };
  return { ok: true, pathname, rawPathname, search };
}
