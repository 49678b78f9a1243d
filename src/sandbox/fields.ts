import { badRequest, fail } from './http-kit.ts';

/** Formats checked by the server; the client checks the same rules (spec §5), the sandbox refuses what slips through. */
export const PATTERNS = {
  mobile: /^[6-9]\d{9}$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  gstin: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  pincode: /^\d{6}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  accountNumber: /^\d{9,18}$/,
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  /** A language tag: language, optional script, optional region (`hi-IN`, `ta-IN`, `en-IN`). */
  locale: /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/,
};

type Source = Record<string, unknown>;

/**
 * Reads typed fields from a JSON body or query. Every getter throws a 400 naming the field, so a handler reads
 * top to bottom and never sees a wrong type (a wrong-typed field is a 400, never a crash).
 */
export class Fields {
  constructor(private readonly source: Source) {}

  static ofQuery(query: URLSearchParams): Fields {
    return new Fields(Object.fromEntries(query));
  }

  has(name: string): boolean {
    const value = this.source[name];
    return value !== undefined && value !== null && value !== '';
  }

  /** Fails with the spec's MISSING_PARAMS message when any of `names` is absent (spec §8 "Missing parameters"). */
  requireAll(names: string[], message: string): void {
    if (names.some((n) => !this.has(n))) throw fail('MISSING_PARAMS', message);
  }

  str(name: string, opts: { min?: number; max?: number; pattern?: RegExp; hint?: string } = {}): string {
    const value = this.source[name];
    if (value === undefined || value === null || value === '') throw badRequest(`${name} is required`);
    if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
    const text = value.trim();
    const { min = 1, max = 255 } = opts;
    if (text.length < min || text.length > max) throw badRequest(`${name} must be ${min} to ${max} characters`);
    if (opts.pattern && !opts.pattern.test(text)) throw badRequest(`${name} must be ${opts.hint ?? 'valid'}`);
    return text;
  }

  optStr(name: string, opts: { min?: number; max?: number; pattern?: RegExp; hint?: string } = {}): string | undefined {
    return this.has(name) ? this.str(name, opts) : undefined;
  }

  num(name: string, opts: { min?: number; max?: number; integer?: boolean } = {}): number {
    const raw = this.source[name];
    if (raw === undefined || raw === null || raw === '') throw badRequest(`${name} is required`);
    // numeric strings are accepted because form state often keeps numbers as text
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${name} must be a number`);
    if (opts.integer && !Number.isInteger(value)) throw badRequest(`${name} must be a whole number`);
    if (opts.min !== undefined && value < opts.min) throw badRequest(`${name} must be at least ${opts.min}`);
    if (opts.max !== undefined && value > opts.max) throw badRequest(`${name} must be at most ${opts.max}`);
    return value;
  }

  optNum(name: string, opts: { min?: number; max?: number; integer?: boolean } = {}): number | undefined {
    return this.has(name) ? this.num(name, opts) : undefined;
  }

  bool(name: string): boolean | undefined {
    const value = this.source[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`);
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T {
    const value = this.str(name);
    if (!(allowed as readonly string[]).includes(value))
      throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
    return value as T;
  }

  obj(name: string): Fields {
    const value = this.source[name];
    if (value === undefined || value === null) throw badRequest(`${name} is required`);
    if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${name} must be an object`);
    return new Fields(value as Source);
  }

  optObj(name: string): Fields | undefined {
    return this.source[name] === undefined || this.source[name] === null ? undefined : this.obj(name);
  }

  /**
   * A return address, checked as a lender checks a partner's: resolved against the app's origin (a path is an address
   * of the app) and refused unless it is an http(s) address on that very origin. The check reads the resolved URL, not
   * the text, so `/\\host`, `//host` or a tab inside, which a browser follows to another host, are refused too.
   * Without a known app origin only an absolute http(s) URL is taken (nothing to compare it with).
   */
  url(name: string, appOrigin: string | undefined): string {
    const text = this.str(name, { max: 2000 });
    const origin = appOrigin === undefined ? undefined : new URL(appOrigin).origin;
    let url: URL | undefined;
    try {
      url = origin === undefined ? new URL(text) : new URL(text, origin);
    } catch {
      // refused below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw badRequest(`${name} must be an absolute http(s) URL`);
    if (origin !== undefined && url.origin !== origin)
      throw badRequest(`${name} must be an address of the app (${origin})`);
    return url.toString();
  }
}
