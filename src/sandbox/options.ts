import { readProgrammes, type ProgrammeInfo } from './programmes.ts';

export interface SandboxOptions {
  /** Default env SANDBOX_PORT or 4010; 0 picks an ephemeral port. */
  port?: number;
  host?: string;
  /** The OTP that logs in and verifies GST (env SANDBOX_OTP, default 123456). */
  otp?: string;
  /** Token lifetime in seconds (env SANDBOX_TOKEN_TTL_S, default 3600). */
  tokenTtlS?: number;
  /** Delay before a callback step completes (env SANDBOX_DELAY_MS, default 3000). */
  delayMs?: number;
  /** Persist state as JSON here and reload it at start (env SANDBOX_DATA); null forces memory only. */
  dataFile?: string | null;
  /** The app's origin: return addresses given as a path ("/kyc-success") resolve against it (env SANDBOX_APP_ORIGIN). */
  appOrigin?: string;
  /** Where the browser reaches the sandbox's external pages; default the server's own URL (env SANDBOX_PUBLIC_URL). */
  publicUrl?: string;
  /** Extra delay per answer for the slow scenario (default 1500 ms). */
  slowMs?: number;
  log?: (line: string) => void;
  /** The clock; tests inject one to move time without sleeping. */
  now?: () => number;
  /** Where journey-config/ is: the programmes (codes, workflow steps) the lender runs (env SANDBOX_CONFIG_ROOT, default the working folder). */
  configRoot?: string;
}

export interface ResolvedOptions {
  port: number;
  host: string;
  otp: string;
  tokenTtlS: number;
  delayMs: number;
  dataFile: string | null;
  appOrigin: string | undefined;
  publicUrl: string | undefined;
  slowMs: number;
  log: (line: string) => void;
  now: () => number;
  programmes: ProgrammeInfo[];
}

function envNumber(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Explicit options win; otherwise the SANDBOX_* environment; otherwise the documented defaults. */
export function resolveOptions(options: SandboxOptions, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  return {
    port: options.port ?? envNumber(env.SANDBOX_PORT, 4010),
    host: options.host ?? '127.0.0.1',
    otp: options.otp ?? env.SANDBOX_OTP ?? '123456',
    tokenTtlS: options.tokenTtlS ?? envNumber(env.SANDBOX_TOKEN_TTL_S, 3600),
    delayMs: options.delayMs ?? envNumber(env.SANDBOX_DELAY_MS, 3000),
    dataFile: options.dataFile !== undefined ? options.dataFile : env.SANDBOX_DATA || null,
    appOrigin: options.appOrigin ?? (env.SANDBOX_APP_ORIGIN || undefined),
    publicUrl: options.publicUrl ?? (env.SANDBOX_PUBLIC_URL || undefined),
    slowMs: options.slowMs ?? 1500,
    log: options.log ?? ((line) => console.log(line)),
    now: options.now ?? Date.now,
    programmes: readProgrammes(options.configRoot ?? (env.SANDBOX_CONFIG_ROOT || process.cwd())),
  };
}
