import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WorkflowStep } from '../engine/workflow.ts';
import { quoteSelected, sessionEnded } from './events.ts';
import { initialJourneyState } from './initial-state.ts';

/** The lead as the app keeps it (spec §3 Lead); fields beyond these are not kept. */
export interface Lead {
  leadId: string;
  status: string | null;
  stageCode: string | number | null;
  applicantName: string | null;
  businessName: string | null;
  programCode: string | null;
  offerAccepted: boolean;
  /** After the penny drop: the account the loan is paid into, masked by the lender ({accountNumber, ifsc}). */
  disbursalAccount?: { accountNumber: string; ifsc: string };
  /** After e-sign: the first EMI's due date (ISO date). */
  firstEmiDate?: string;
  /** When the loan was paid out (the cooling-off period counts from its day). */
  disbursedAt?: string;
  /** Where the paid-out loan stands against its cooling-off period, as the lender says (engine/cooling-off.ts). */
  coolingOff?: { days: number; daysHeld: number; lastDay: string; open: boolean };
  /** The borrower asked to exit the loan in its cooling-off period. */
  exitRequest?: { exitRequestId: string; requestedAt: string };
  /** The programme version the lead began on (sent with create lead, kept by the lender): every visit runs it. */
  programmeVersion?: string;
}

/** A lead applicant (spec §3): found by applicantType; bsRedirectURL is the stored bank-statement link. */
export interface Applicant {
  applicantId: string;
  applicantType: string;
  bsRedirectURL?: string | null;
  [field: string]: unknown;
}

export type Quote = Record<string, unknown>;
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Where the journey stands (spec §3 client-held user state). Persisted; reset when the session ends. */
export interface JourneyState {
  lead: Lead | null;
  /** The lender answered whether there is a lead (a lead read, or one created): a null `lead` then means none. */
  leadKnown?: boolean;
  workflows: WorkflowStep[];
  applicants: Applicant[];
  /** Submitted form data keyed by the screen's `form.savedAs`; rules read it as `saved.<savedAs>.<field>`. */
  saved: Record<string, Record<string, unknown>>;
  /** The screens whose form action succeeded in this session (rule context `submitted.<screenId>`; a step's `submit`). */
  submitted: Record<string, boolean>;
  userInfo: {
    /** When the borrower gave the consents the login asks for (spec §5: sent with create lead). */
    consentTimestamp: number | null;
    /** The ids of what was consented to (the entry screen's `consents`), absent on sessions saved before. */
    consents?: string[];
    /** Spelt so in the lender's state (spec §3). */
    contactNumer: string | null;
    geoLocation: { lat: number; long: number } | null;
    gstDetails: Record<string, unknown> | null;
  };
  consumerProfile: Record<string, unknown> | null;
  /** KYC status per applicant kind (`individual`, `entity`), from the KYC-details read; nothing else of it is kept. */
  kycStatus: Record<string, string>;
  quoteResponse: Quote[];
  selectedQuoteId: string | null;
  /** The generated offer; status 'processing' while the server answers 202 (spec §7 generate offer). */
  offer: (Record<string, unknown> & { status: 'processing' | 'succeeded' }) | null;
  bankStatementUrl: string | null;
  bankStatementStatus: RequestStatus;
  bankStatementError: string | null;
  isUserReturningFromBanking: boolean;
  /** Time-out flags by name (spec §3: quoteCallback, bsCallback); each wait names its own in `poll.timeoutFlag`. */
  workflowError: Record<string, boolean>;
  locationDenied: boolean;
}

export type WorkflowErrorFlag = string;

export { initialJourneyState };

const journeySlice = createSlice({
  name: 'journey',
  initialState: initialJourneyState,
  reducers: {
    contactNumberKnown(state, action: PayloadAction<string>) {
      state.userInfo.contactNumer = action.payload;
    },
    leadLoaded(state, action: PayloadAction<Partial<Lead> & { leadId: string }>) {
      // keep what the server does not send (offerAccepted after a reload); the server wins on what it sends
      const previous = state.lead?.leadId === action.payload.leadId ? state.lead : null;
      state.lead = { ...initialLead(action.payload.leadId), ...previous, ...action.payload };
      state.leadKnown = true;
    },
    // spec §3 consumerProfile: holds the gstin (the GST entry point's borrower may have nothing else on this device)
    profileLoaded(state, action: PayloadAction<Record<string, unknown>>) {
      state.consumerProfile = action.payload;
    },
    kycStatusLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.kycStatus = action.payload;
    },
    // spec §2 home: no lead -> the step is reset to the first
    leadCleared(state) {
      state.lead = null;
      state.leadKnown = true;
      state.workflows = [];
      state.applicants = [];
    },
    // spec §8 DSEXEC013: the lead is marked rejected
    leadRejected(state, action: PayloadAction<{ status: string }>) {
      if (state.lead) state.lead.status = action.payload.status;
      else state.lead = { ...initialLead(''), status: action.payload.status };
    },
    workflowLoaded(state, action: PayloadAction<{ workflows: WorkflowStep[]; status?: string | null }>) {
      state.workflows = action.payload.workflows;
      if (state.lead && action.payload.status) state.lead.status = action.payload.status;
    },
    applicantsLoaded(state, action: PayloadAction<Applicant[]>) {
      state.applicants = action.payload;
    },
    formSaved(state, action: PayloadAction<{ savedAs: string; data: Record<string, unknown> }>) {
      state.saved[action.payload.savedAs] = action.payload.data;
    },
    // the lender's copy of the saved answers (the lead read): it wins over this device's, name by name
    answersRestored(state, action: PayloadAction<Record<string, unknown>>) {
      for (const [name, data] of Object.entries(action.payload)) {
        if (data !== null && typeof data === 'object' && !Array.isArray(data))
          state.saved[name] = data as Record<string, unknown>;
      }
    },
    // a step is done only once each screen of its `submit` list has been submitted here (engine/steps.ts)
    screenSubmitted(state, action: PayloadAction<string>) {
      state.submitted[action.payload] = true;
    },
    // a lead moved to a version that renames screens (engine/release-migration.ts): its submitted screens by the new names
    screensRenamed(state, action: PayloadAction<Record<string, string>>) {
      for (const [from, to] of Object.entries(action.payload))
        if (state.submitted[from]) {
          delete state.submitted[from];
          state.submitted[to] = true;
        }
    },
    // the borrower's own act of consent (the ticked boxes), not a browser permission
    consentGiven(state, action: PayloadAction<{ consentTimestamp: number; consents: string[] }>) {
      state.userInfo.consentTimestamp = action.payload.consentTimestamp;
      state.userInfo.consents = action.payload.consents;
    },
    locationGranted(state, action: PayloadAction<{ geoLocation: { lat: number; long: number } }>) {
      state.userInfo.geoLocation = action.payload.geoLocation;
      state.locationDenied = false;
    },
    locationDenied(state) {
      state.locationDenied = true;
    },
    // spec §4 request state: on request the URL and error are cleared
    bankStatementRequested(state) {
      state.bankStatementStatus = 'loading';
      state.bankStatementUrl = null;
      state.bankStatementError = null;
    },
    bankStatementReceived(state, action: PayloadAction<string>) {
      state.bankStatementStatus = 'succeeded';
      state.bankStatementUrl = action.payload;
    },
    bankStatementFailed(state, action: PayloadAction<string>) {
      state.bankStatementStatus = 'failed';
      state.bankStatementError = action.payload;
    },
    returnedFromBanking(state) {
      state.isUserReturningFromBanking = true;
    },
    quotesLoaded(state, action: PayloadAction<Quote[]>) {
      state.quoteResponse = action.payload;
      const ids = action.payload.map((q) => String(q.quoteId ?? ''));
      if (!state.selectedQuoteId || !ids.includes(state.selectedQuoteId)) state.selectedQuoteId = ids[0] || null;
    },
    offerProcessing(state) {
      state.offer = { ...state.offer, status: 'processing' };
    },
    offerReceived(state, action: PayloadAction<Record<string, unknown>>) {
      state.offer = { ...action.payload, status: 'succeeded' };
      if (state.lead) state.lead.offerAccepted = true;
    },
    // resume (spec §2): the server's accepted offer; what this device already holds of it is kept under it
    offerRestored(state, action: PayloadAction<Record<string, unknown>>) {
      state.offer = { ...state.offer, ...action.payload, status: 'succeeded' };
      if (state.lead) state.lead.offerAccepted = true;
    },
    offerAbandoned(state) {
      state.offer = null;
    },
    workflowErrorRaised(state, action: PayloadAction<WorkflowErrorFlag>) {
      state.workflowError[action.payload] = true;
    },
    workflowErrorCleared(state, action: PayloadAction<WorkflowErrorFlag>) {
      state.workflowError[action.payload] = false;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionEnded, () => initialJourneyState)
      .addCase(quoteSelected, (state, action) => {
        state.selectedQuoteId = action.payload;
      }),
});

function initialLead(leadId: string): Lead {
  return {
    leadId,
    status: null,
    stageCode: null,
    applicantName: null,
    businessName: null,
    programCode: null,
    offerAccepted: false,
  };
}

export const journeyActions = journeySlice.actions;
export const journeyReducer = journeySlice.reducer;
