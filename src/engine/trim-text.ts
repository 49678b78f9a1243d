/**
 * Every string of form data with its surrounding white space removed, at any depth (spec §5 "at least 3
 * characters" counts what the borrower wrote, not the spaces around it; the lender is sent the trimmed text).
 * Returns the same object when nothing changes, so callers can compare by identity.
 */
export function trimTextValues<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => trimTextValues(item));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = trimTextValues(item);
      if (out[key] !== item) changed = true;
    }
    return (changed ? out : value) as T;
  }
  return value;
}
