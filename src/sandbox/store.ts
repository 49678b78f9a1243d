import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Step } from './workflow.ts';

export interface Consumer {
  consumerId: string;
  mobile: string;
}

/** The session id handed out by OTP login, exchanged once for a token. */
export interface LoginSession {
  consumerId: string;
  createdAt: number;
  used: boolean;
}

export interface TokenRecord {
  consumerId: string;
  expiresAt: number;
}

export interface Address {
  [field: string]: string | undefined;
}

export interface Applicant {
  applicantId: string;
  applicantType: 'borrower' | 'co-applicant';
  /** spec §3 applicant roles: a co-applicant is a co-borrower or a guarantor. */
  applicantRole?: 'BORROWER' | 'CO_BORROWER' | 'GUARANTOR';
  /** spec §3: a person record is valid only with both pan and firstName (the borrower's pan is the business's). */
  firstName: string;
  middleName?: string;
  /** The borrower's always; a co-applicant's when given or when the programme's lender requires it. */
  lastName?: string;
  dateOfBirth?: string;
  gender?: string;
  emailId?: string;
  pan?: string;
  address?: Address;
  bsRedirectURL?: string;
}

export interface Offer {
  leadOfferId: string;
  loanAmount: number;
  tenure: number;
  roiPct: number;
  emi: number;
  processingFee: number;
  tenor: number;
  charges: Array<{ chargeType: string; amount: number; ratePct?: number }>;
}

export interface StepState {
  doneAt?: number;
  /** A callback that completes by itself at this time (see workflow.isDone). */
  dueAt?: number;
}

export interface Lead {
  leadId: string;
  consumerId: string;
  mobile: string;
  createdAt: number;
  rejected: boolean;
  /** The lender closes the lead with this status at `at` (the kyc-fails and lead-expires triggers); nothing moves after. */
  closes?: { status: 'KYC_FAILED' | 'EXPIRED'; at: number };
  programCode: string | null;
  /** The programme version the lead began on (create lead's `programmeVersion`), answered with the lead. */
  programmeVersion?: string;
  /** The language the borrower reads the journey in (create or update lead's `locale`, the last one sent). */
  locale?: string;
  /** The steps of the lead's programme (its config's workflow); absent on leads saved before programmes were read. */
  workflowSteps?: Step[];
  /** The triggers of each optional step of its programme (`requiredWhen` / `skipWhen`): they never block later steps. */
  optionalSteps?: Step[][];
  /** What the borrower consented to at login, and when (sent with create lead). */
  consent?: { timestamp: number | string; ids: string[] };
  /** The Key Fact Statement the borrower acknowledged before e-sign. */
  kfsAcknowledgement?: {
    acknowledgedAt: string;
    programme: string;
    configVersion: string;
    contentHash: string;
    locale: string;
    receivedAt: number;
  };
  /** The borrower's saved answers by name (`answers` of the calls that carried them; answers.ts), read back with the lead. */
  answers?: Record<string, Record<string, unknown>>;
  /** The create-lead payload plus the business step 2 fields of later updates. */
  business: Record<string, unknown>;
  requiredLoanAmount?: number;
  applicants: Applicant[];
  steps: Partial<Record<Step, StepState>>;
  gst?: { gstin: string; username: string };
  bankStatement: 'NOT_STARTED' | 'PROCESSING' | 'FAILED';
  offerRequest?: { firstAt: number; calls: number };
  offer?: Offer;
  nachType: 'digital' | 'physical';
  pennyDropAttempts: number;
  addressConfirmed: boolean;
  sanctionAt?: number;
  disburseAt?: number;
  /** The esign-callback-mid-read trigger: the e-sign callback waits for the next lead-details read, and lands just after it. */
  esignAfterRead?: boolean;
  /** The account the loan is paid into (verified by the penny drop), as the lender shows it: masked. */
  disbursalAccount?: { accountNumber: string; ifsc: string };
  /** The first EMI's due date (ISO date), fixed when the agreement is signed. */
  firstEmiDate?: string;
  /** The borrower's request to exit the loan in its cooling-off period (POST /consumer/create/loan/exit). */
  exitRequest?: { exitRequestId: string; requestedAt: number };
  /** Each time the lender e-mailed the signed agreement and the KFS to the borrower (Loan Success). */
  documentsEmailed?: Array<{ to: string; at: number }>;
}

export type PageKind = 'bank-statement' | 'kyc-individual' | 'kyc-entity' | 'confirm-address' | 'mandate' | 'esign';

/** One visit to an external page: where it must send the user back (fixed by the app's create call). */
export interface PageSession {
  kind: PageKind;
  leadId: string;
  returnUrl: string;
  outcome?: 'success' | 'failed';
}

export interface State {
  version: 1;
  consumers: Record<string, Consumer>;
  sessions: Record<string, LoginSession>;
  tokens: Record<string, TokenRecord>;
  leads: Record<string, Lead>;
  pages: Record<string, PageSession>;
}

/**
 * A map keyed by what callers send (session ids, tokens, lead and page ids): no prototype, so a key named like an
 * `Object.prototype` member (`__proto__`, `constructor`) is just a missing entry, never a shared object to write on.
 */
export function createDictionary<T>(entries: Record<string, T> = {}): Record<string, T> {
  const dictionary = Object.create(null) as Record<string, T>;
  for (const [key, value] of Object.entries(entries)) dictionary[key] = value;
  return dictionary;
}

const MAPS = ['consumers', 'sessions', 'tokens', 'leads', 'pages'] as const;

export function emptyState(): State {
  return {
    version: 1,
    consumers: createDictionary(),
    sessions: createDictionary(),
    tokens: createDictionary(),
    leads: createDictionary(),
    pages: createDictionary(),
  };
}

/** Loads a saved state; a missing file starts empty, a corrupt one is reported and ignored rather than fatal. */
export function loadState(file: string | null, log: (line: string) => void): State {
  if (!file || !existsSync(file)) return emptyState();
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<State>;
    if (parsed.version !== 1) throw new Error('unknown version');
    const state = emptyState();
    for (const name of MAPS) {
      const stored = parsed[name];
      if (stored && typeof stored === 'object') state[name] = createDictionary(stored as Record<string, never>);
    }
    return state;
  } catch (error) {
    log(`could not read ${file} (${(error as Error).message}); starting with an empty state`);
    return emptyState();
  }
}

/** Writes atomically (temp file + rename) so a crash mid-write never leaves half a file. */
export function saveState(file: string, state: State): void {
  const temp = `${file}.tmp`;
  writeFileSync(temp, JSON.stringify(state, null, 1));
  renameSync(temp, file);
}

export function leadOf(state: State, consumerId: string): Lead | undefined {
  return Object.values(state.leads).find((lead) => lead.consumerId === consumerId);
}

export function consumerById(state: State, consumerId: string): Consumer | undefined {
  return Object.values(state.consumers).find((c) => c.consumerId === consumerId);
}
