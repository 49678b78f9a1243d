/* eslint-disable @typescript-eslint/no-explicit-any -- these tests reach into arbitrary config JSON to break it */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { copyProject, journey, repoRoot } from './helpers.ts';

// Breaking the real config must make `journey lint` fail, naming the file and the JSON pointer. Most cases lint the
// config in memory (the project's files as read-config.ts reads them, one file changed), which is what `journey lint`
// does after reading the folder; the last ones run the real CLI on a copied folder, so reading files stays tested.
let project: ReturnType<typeof copyProject> | undefined;
afterEach(() => project?.cleanup());

const shipped = readConfigSource(repoRoot);

/** `journey lint`'s text lines for the shipped config with `change` made to `file` (a fresh deep copy per case). */
function lintWith(
  file: string,
  change: (json: Record<string, any>, source: Record<string, Json>) => void,
  only?: string,
): string[] {
  const source = structuredClone(shipped.source) as Record<string, Json>;
  if (!(file in source)) throw new Error(`no config file ${file}`);
  change(source[file] as Record<string, any>, source);
  return lintConfig(source, only).map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}

/** True when the lint lines hold `line` (some problems add what was expected after it, in brackets). */
const names = (lines: string[], line: string) => lines.some((l) => l === line || l.startsWith(`${line} (`));

const SCREENS = 'journey-config/programmes/business-loan/screens';
const PAYLOADS = 'journey-config/common/payloads.json';
const CALLS = 'journey-config/common/calls.json';
const PROGRAMME = 'journey-config/programmes/business-loan/programme.json';

describe('journey lint on broken config', () => {
  it.each([
    {
      name: 'a $ref that does not resolve',
      file: 'schemas/forms/business-details-1.schema.json',
      change: (j: Record<string, any>) => {
        j.properties.email = { $ref: '../fragments/missing.schema.json' };
      },
      expect:
        'schemas/forms/business-details-1.schema.json#/properties/email/$ref: $ref "../fragments/missing.schema.json" does not resolve',
    },
    {
      name: 'an unknown message key',
      file: `${SCREENS}/login.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].successToast = 'toast_no_such_text';
      },
      expect: `${SCREENS}/login.json#/actions/0/successToast: unknown text key "toast_no_such_text"`,
    },
    {
      name: 'an unknown rule variable',
      file: `${SCREENS}/business-details-2.json`,
      change: (j: Record<string, any>) => {
        j.form.visibility = { '/officeType': { '!': { var: 'form.useGstAddress' } } };
      },
      expect: `${SCREENS}/business-details-2.json#/form/visibility/~1officeType: rule variable "form.useGstAddress" is not a field of this screen's form`,
    },
    {
      name: 'an unknown rule variable in a visibility group',
      file: `${SCREENS}/business-details-2.json`,
      change: (j: Record<string, any>) => {
        j.form.visibilityGroups[0].when = { '!': { var: 'form.useGstAddress' } };
      },
      expect: `${SCREENS}/business-details-2.json#/form/visibilityGroups/0/when: rule variable "form.useGstAddress" is not a field of this screen's form`,
    },
    {
      name: 'a field of a visibility group that the form does not have',
      file: `${SCREENS}/business-details-2.json`,
      change: (j: Record<string, any>) => {
        j.form.visibilityGroups[0].fields.push('/town');
      },
      expect: `${SCREENS}/business-details-2.json#/form/visibilityGroups/0/fields/7: "/town" is not a field of the form`,
    },
    {
      name: 'a field that may be hidden but is always required',
      file: 'schemas/forms/business-details-2.schema.json',
      change: (j: Record<string, any>) => {
        j.required.push('city');
        j.errorMessage.required.city = 'City is required';
      },
      expect: `${SCREENS}/business-details-2.json#/form/visibilityGroups/0/fields/4: "/city" may be hidden but the form's schema always requires it: require it under an if/then on the same condition`,
    },
    {
      name: 'a field with two visibility rules',
      file: `${SCREENS}/business-details-2.json`,
      change: (j: Record<string, any>) => {
        j.form.visibility = { '/city': { var: 'form.shouldUseGstAddress' } };
      },
      expect: `${SCREENS}/business-details-2.json#/form/visibility/~1city: "/city" already has a visibility rule at /form/visibilityGroups/0/when`,
    },
    {
      name: 'a misspelt variable in a home card status rule',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[5].status = { var: 'user.kycStatuses.individual' };
      },
      expect: `${PROGRAMME}#/steps/5/status: rule variable "user.kycStatuses.individual" is not a user-state field`,
    },
    {
      name: 'an unknown workflow step in a card completion rule',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[7].completedWhen = {
          or: [{ var: 'workflow.completed.ENACH_CALLBACK' }, { var: 'workflow.completed.SUBMIT_PAPER_NACH' }],
        };
      },
      expect: `${PROGRAMME}#/steps/7/completedWhen: rule variable "workflow.completed.SUBMIT_PAPER_NACH" names an unknown workflow step`,
    },
    {
      name: 'a variable outside the rule context in a card completion rule',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[7].completedWhen = { var: 'mandate.done' };
      },
      expect: `${PROGRAMME}#/steps/7/completedWhen: rule variable "mandate.done" is not in the rule context (form, user, saved, submitted, lead, workflow, constants, programme, query, offer)`,
    },
    {
      name: 'a step that can never be done (neither completedBy nor completedWhen)',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        delete j.steps[1].completedBy;
      },
      expect: `${PROGRAMME}#/steps/1: a step needs "completedBy" (workflow steps) or "completedWhen" (a rule) to ever be done`,
    },
    {
      name: 'a labelled choice that would start with an answer the borrower did not give',
      file: 'schemas/forms/business-details-1.schema.json',
      change: (j: Record<string, any>) => {
        j.properties.nature_of_business.default = 'TRADING';
      },
      expect:
        'schemas/forms/business-details-1.schema.json#/properties/nature_of_business: a choice the borrower did not make: starts as "TRADING": say why in the uiSchema\'s "ui:defaultReason", or remove the default',
    },
    {
      name: 'a resend countdown whose label does not show the seconds',
      file: `${SCREENS}/login.json`,
      change: (j: Record<string, any>) => {
        j.actions.find((a: any) => a.id === 'resend-otp').cooldown.label = 'Resend OTP soon';
      },
      expect: `${SCREENS}/login.json#/actions/2/cooldown/label: a cooldown label shows the seconds left: it needs {seconds}`,
    },
    {
      name: 'a form notice naming an action the screen does not have',
      file: `${SCREENS}/login.json`,
      change: (j: Record<string, any>) => {
        j.notice.action = 'change-number';
      },
      expect: `${SCREENS}/login.json#/notice/action: unknown action "change-number" of this screen`,
    },
    {
      name: 'a step whose card names a home screen that does not exist',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[1].home = 'pre-offer-home';
      },
      expect: `${PROGRAMME}#/steps/1/home: unknown home screen "pre-offer-home"`,
    },
    {
      name: 'a step naming a screen that does not exist',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[1].screens[1] = 'other-details-3';
      },
      expect: `${PROGRAMME}#/steps/1/screens/1: unknown screen "other-details-3"`,
    },
    {
      name: 'a step completed by a workflow trigger that does not exist',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[2].completedBy[2] = 'GST_CALLBACK';
      },
      expect: `${PROGRAMME}#/steps/2/completedBy/2: unknown workflow step "GST_CALLBACK"`,
    },
    {
      name: 'two steps with one id',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[3].id = 'gst-details';
      },
      expect: `${PROGRAMME}#/steps/3/id: step id "gst-details" is used by an earlier step`,
    },
    {
      name: "a submit screen the step's start cannot lead to (the journey can bypass it)",
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[0].submit.push('other-details-2');
      },
      expect: `${PROGRAMME}#/steps/0/submit/1: screen "other-details-2" cannot be reached from the step's start "location-access": the journey can bypass it`,
    },
    {
      name: 'a form screen whose answer a step rule reads but no step makes the borrower submit (the journey can bypass it)',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[2].skipWhen = { '<': [{ var: 'saved.otherDetailsPayload.requiredLoanAmount' }, 500000] };
      },
      expect: `${SCREENS}/other-details-1.json#/form/savedAs: answer "otherDetailsPayload" is read by ${PROGRAMME}#/steps/2/skipWhen but no step's "submit" lists screen "other-details-1": the journey can bypass it`,
    },
    {
      name: 'an unknown screen in a transition',
      file: `${SCREENS}/gst-instructions.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].next[0].to = 'gst-logon';
      },
      expect: `${SCREENS}/gst-instructions.json#/actions/0/next/0/to: unknown screen "gst-logon"`,
    },
    {
      name: 'an unknown effect',
      file: `${SCREENS}/business-details-1.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].effects = ['lead/create', 'lead/teleport'];
      },
      expect: `${SCREENS}/business-details-1.json#/actions/0/effects/1: unknown effect "lead/teleport"`,
    },
    {
      name: 'a misspelt workflow step in an action param',
      file: `${SCREENS}/bank-statement.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].params.reuseAfterStep = 'CREATE_BANK_URL';
      },
      expect: `${SCREENS}/bank-statement.json#/actions/0/params/reuseAfterStep: unknown workflow step "CREATE_BANK_URL"`,
    },
    {
      name: 'an unknown screen in an action param',
      file: `${SCREENS}/bank-statement.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].params.returnScreen = 'banking-succes';
      },
      expect: `${SCREENS}/bank-statement.json#/actions/0/params/returnScreen: unknown screen "banking-succes"`,
    },
    {
      name: 'a poll with a time-out but no flag',
      file: `${SCREENS}/hold-on.json`,
      change: (j: Record<string, any>) => {
        delete j.poll.timeoutFlag;
      },
      expect: `${SCREENS}/hold-on.json#/poll: a poll with a timeoutMs needs a "timeoutFlag" (the user.workflowError flag its time-out raises)`,
    },
    {
      name: 'a rejected status the programme does not route',
      file: 'journey-config/programmes/business-loan/programme.json',
      change: (j: Record<string, any>) => {
        j.workflow.rejectedStatus = 'DECLINED';
      },
      expect:
        'journey-config/programmes/business-loan/programme.json#/workflow/rejectedStatus: "DECLINED" is neither a terminal step nor a stageScreens key',
    },
    {
      name: 'no logout screen role',
      file: 'journey-config/programmes/business-loan/programme.json',
      change: (j: Record<string, any>) => {
        j.screens.logout = 'log-out';
      },
      expect: 'journey-config/programmes/business-loan/programme.json#/screens/logout: unknown screen "log-out"',
    },
    {
      name: 'an unknown screen in a programme navigation list',
      file: 'journey-config/programmes/business-loan/programme.json',
      change: (j: Record<string, any>) => {
        j.navigation = { leadLoaded: [{ when: { var: 'lead.offerAccepted' }, to: 'post-offer-hom' }] };
      },
      expect:
        'journey-config/programmes/business-loan/programme.json#/navigation/leadLoaded/0/to: unknown screen "post-offer-hom"',
    },
    {
      name: 'an unknown screen a navigation transition is taken from',
      file: 'journey-config/programmes/business-loan/programme.json',
      change: (j: Record<string, any>) => {
        j.navigation = { leadStatus: [{ to: 'error', from: ['hom'] }] };
      },
      expect:
        'journey-config/programmes/business-loan/programme.json#/navigation/leadStatus/0/from/0: unknown screen "hom"',
    },
    {
      name: 'a text key written as a screen text',
      file: `${SCREENS}/not-found.json`,
      change: (j: Record<string, any>) => {
        j.texts = { body: 'not_found' };
        delete j.textKeys;
      },
      expect: `${SCREENS}/not-found.json#/texts/body: "not_found" is a text key: name it in "textKeys" (texts are shown as written)`,
    },
    {
      name: 'an unknown text key in textKeys',
      file: `${SCREENS}/offer.json`,
      change: (j: Record<string, any>) => {
        j.textKeys.waiting = 'waiting_for_offr';
      },
      expect: `${SCREENS}/offer.json#/textKeys/waiting: unknown text key "waiting_for_offr"`,
    },
    {
      name: 'a title field that is not a lead field',
      file: `${SCREENS}/home.json`,
      change: (j: Record<string, any>) => {
        j.titleField = 'companyName';
      },
      expect: `${SCREENS}/home.json#/titleField: "companyName" is not a lead field`,
    },
    {
      name: 'an unknown constant',
      file: 'schemas/forms/gst-login.schema.json',
      change: (j: Record<string, any>) => {
        j.properties.gstUsername.maxLength = { $const: 'gstUserMax' };
      },
      expect: 'schemas/forms/gst-login.schema.json#/properties/gstUsername/maxLength: unknown constant "gstUserMax"',
    },
    {
      name: 'a misspelt key (meta-schema)',
      file: `${SCREENS}/home.json`,
      change: (j: Record<string, any>) => {
        j.tittle = j.title;
      },
      expect: `${SCREENS}/home.json#: must NOT have additional properties: unknown key "tittle"`,
    },
    {
      name: 'an applicant type that no payload variant knows',
      file: `${SCREENS}/other-details-2.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].params.applicantType = 'coapplicant';
      },
      expect: `${SCREENS}/other-details-2.json#/actions/0/params/applicantType: "coapplicant" is not a variant of payload createApplicant (known: borrower, co-applicant)`,
    },
    {
      name: 'a misspelt key in a payload variant (meta-schema)',
      file: 'journey-config/common/payloads.json',
      change: (j: Record<string, any>) => {
        j.payloads.createApplicant.variants.specs['co-applicant'].merj = ['form'];
      },
      expect:
        'journey-config/common/payloads.json#/payloads/createApplicant/variants/specs/co-applicant: must NOT have additional properties: unknown key "merj"',
    },
    {
      name: "payload variants without the param that picks one (the meta-schema lets a programme's patch leave it out)",
      file: 'journey-config/common/payloads.json',
      change: (j: Record<string, any>) => {
        delete j.payloads.createApplicant.variants.param;
      },
      expect:
        'journey-config/common/payloads.json#/payloads/createApplicant/variants: variants need "param" (the action param that picks one, and the spec of each)',
    },
    {
      name: 'a payload variable outside the payload context',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.createLead.fields.sessionRef = { var: 'sesion.sessionId' };
      },
      expect: `${PAYLOADS}#/payloads/createLead/fields/sessionRef: payload variable "sesion.sessionId" is not in the payload context (form, user, saved, submitted, lead, workflow, constants, programme, query, offer, params, session, computed)`,
    },
    {
      name: 'a computed value the call does not compute',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.createEsignUrl.fields.redirectUrl = { var: 'computed.returnURL' };
      },
      expect: `${PAYLOADS}#/payloads/createEsignUrl/fields/redirectUrl: payload variable "computed.returnURL" is not computed for this call (it has: returnUrl)`,
    },
    {
      name: 'a session value that does not exist',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.createLead.fields.token = { var: 'session.authToken' };
      },
      expect: `${PAYLOADS}#/payloads/createLead/fields/token: payload variable "session.authToken" is not a session field (sessionId, consumerId)`,
    },
    {
      name: 'a misspelt user-state field in a payload',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.sendOtp.fields.mobile = { var: 'user.mobileNumber' };
      },
      expect: `${PAYLOADS}#/payloads/sendOtp/fields/mobile: rule variable "user.mobileNumber" is not a user-state field`,
    },
    {
      name: 'a payload param that the action running the call does not give',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.createApplicant.fields.role = { var: 'params.applicantKind' };
      },
      expect: `${PAYLOADS}#/payloads/createApplicant/fields/role: payload variable "params.applicantKind": applicant/create at ${SCREENS}/other-details-2.json#/actions/0 gives no param "applicantKind"`,
    },
    {
      name: 'a payload form field that the screen running the call does not have',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.verifyBankDetail.fields.accountNumber = { var: 'form.accountNo' };
      },
      expect: `${PAYLOADS}#/payloads/verifyBankDetail/fields/accountNumber: payload variable "form.accountNo" is not a field of the form where pennyDrop/verify runs (${SCREENS}/mandate.json#/actions/0)`,
    },
    {
      name: 'a payload for an endpoint no effect calls',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.fetchProduct = { fields: { programCode: { var: 'programme.programCode' } } };
      },
      expect: `${PAYLOADS}#/payloads/fetchProduct: no effect calls "fetchProduct" (calls.json)`,
    },
    {
      name: 'a call naming an endpoint that api.json does not have',
      file: CALLS,
      change: (j: Record<string, any>) => {
        j.calls['esign/start'].handOff = 'createEsignURL';
      },
      expect: `${CALLS}#/calls/esign~1start/handOff: unknown endpoint "createEsignURL" (not in api.json)`,
    },
    {
      name: 'an effect with one of its calls left out',
      file: CALLS,
      change: (j: Record<string, any>) => {
        delete j.calls['session/verifyOtp'].token;
      },
      expect: `${CALLS}#/calls/session~1verifyOtp: session/verifyOtp needs an endpoint for its call "token"`,
    },
    {
      name: 'a call role the effect does not have',
      file: CALLS,
      change: (j: Record<string, any>) => {
        j.calls['quote/poll'].offers = 'fetchQuotes';
      },
      expect: `${CALLS}#/calls/quote~1poll/offers: quote/poll has no call "offers" (its calls: quotes)`,
    },
    {
      name: 'a call for an effect that makes none',
      file: CALLS,
      change: (j: Record<string, any>) => {
        j.calls['consent/record'] = { save: 'updateLead' };
      },
      expect: `${CALLS}#/calls/consent~1record: "consent/record" makes no API call`,
    },
    {
      name: 'a POST called without a payload spec',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        delete j.payloads.verifyGstOtp;
      },
      expect: `${CALLS}#/calls/gst~1verifyOtp/verify: endpoint "verifyGstOtp" is a POST without a spec in payloads.json`,
    },
    {
      name: 'a consent naming a field the form does not have',
      file: `${SCREENS}/login.json`,
      change: (j: Record<string, any>) => {
        j.consents[2].field = 'acceptBureau';
      },
      expect: `${SCREENS}/login.json#/consents/2/field: "acceptBureau" is not a field of this screen's form`,
    },
    {
      name: 'a consent box ticked by default',
      file: 'schemas/forms/login.schema.json',
      change: (j: Record<string, any>) => {
        j.properties.acceptPrivacy.default = true;
      },
      expect: `${SCREENS}/login.json#/consents/1/field: consent field "acceptPrivacy" must not be ticked by default`,
    },
    {
      name: 'consent recorded on a screen that does not say which boxes are consents',
      file: `${SCREENS}/login.json`,
      change: (j: Record<string, any>) => {
        delete j.consents;
      },
      expect: `${SCREENS}/login.json#/actions: effect consent/record needs the screen's "consents" (which boxes mean which consent)`,
    },
    {
      name: 'a KFS figure the engine does not compute (meta-schema)',
      file: `${SCREENS}/kfs.json`,
      change: (j: Record<string, any>) => {
        j.kfs.sections[2].rows[4].figure = 'apr';
      },
      expect: `${SCREENS}/kfs.json#/kfs/sections/2/rows/4/figure: must be equal to one of the allowed values: one of "principal", "annualRatePct", "months", "instalmentCount", "emi", "totalCharges", "netDisbursed", "totalInterest", "totalInstalments", "totalPayable", "aprPct"`,
    },
    {
      name: 'a KFS term read from outside the rule context',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.offer.figures.terms.annualRatePct = { var: 'offer.ratePct' };
      },
      expect: `${PROGRAMME}#/offer/figures/terms/annualRatePct: rule variable "offer.ratePct" is not an offer field`,
    },
    {
      name: 'a charge type listed twice on the KFS',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.offer.figures.charges[1].type = 'PROCESSING_FEE';
      },
      expect: `${PROGRAMME}#/offer/figures/charges/1/type: charge type "PROCESSING_FEE" is listed twice`,
    },
    {
      name: 'a KFS whose box has no label (meta-schema)',
      file: `${SCREENS}/kfs.json`,
      change: (j: Record<string, any>) => {
        delete j.kfs.acknowledgement.label;
      },
      expect: `${SCREENS}/kfs.json#/kfs/acknowledgement: must have required property 'label'`,
    },
    {
      name: 'a KFS refusal text key that does not exist',
      file: `${SCREENS}/kfs.json`,
      change: (j: Record<string, any>) => {
        j.kfs.acknowledgement.required = 'kfs_not_acknowledged';
      },
      expect: `${SCREENS}/kfs.json#/kfs/acknowledgement/required: unknown text key "kfs_not_acknowledged"`,
    },
    {
      name: 'e-sign started without the KFS acknowledgement screen',
      file: `${SCREENS}/kfs.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].effects = ['esign/start'];
      },
      expect: `${SCREENS}/kfs.json#/actions: a "kfs" screen needs an action with effect kfs/acknowledge`,
    },
    {
      name: 'a screen awaiting on-enter effects it does not have',
      file: `${SCREENS}/gst-instructions.json`,
      change: (j: Record<string, any>) => {
        delete j.onEnter;
      },
      expect: `${SCREENS}/gst-instructions.json#/awaitOnEnter: awaitOnEnter waits for the onEnter effects, but the screen has none`,
    },
    {
      name: 'an empty step in a lead-step reviewer group (it would read "no step" as that group)',
      file: 'journey-config/programmes/business-loan/programme.json',
      change: (j: Record<string, any>) => {
        j.workflow.groups.success.steps.push('');
      },
      expect:
        'journey-config/programmes/business-loan/programme.json#/workflow/groups/success/steps/4: must NOT have fewer than 1 characters',
    },
    {
      name: 'a saved answer no screen saves',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[2].status = { '<': [{ var: 'saved.udyamDetails.annualTurnover' }, 4000000] };
      },
      expect: `${PROGRAMME}#/steps/2/status: rule variable "saved.udyamDetails.annualTurnover" is not an answer any screen saves (form.savedAs)`,
    },
    {
      name: 'a misspelt field of a saved answer',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[2].status = { '<': [{ var: 'saved.businessDetailsPayloadS2.anualTurnoverXYZ' }, 4000000] };
      },
      expect: `${PROGRAMME}#/steps/2/status: rule variable "saved.businessDetailsPayloadS2.anualTurnoverXYZ" is not a field of the form that screen "business-details-2" saves as "businessDetailsPayloadS2"`,
    },
    {
      name: 'a saved answer read on a screen no journey reaches after the screen that saves it',
      file: `${SCREENS}/gst-entry.json`,
      change: (j: Record<string, any>) => {
        j.actions[0].visibleWhen = { var: 'saved.businessDetailsPayload.email' };
      },
      expect: `${SCREENS}/gst-entry.json#/actions/0/visibleWhen: rule variable "saved.businessDetailsPayload.email" is read on screen "gst-entry", which no journey reaches after screen "business-details-1" saves it`,
    },
    {
      name: 'a saved answer a payload reads where it cannot be saved yet',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.sendOtp.fields.emailId = { var: 'saved.businessDetailsPayload.email' };
      },
      expect: `${PAYLOADS}#/payloads/sendOtp/fields/emailId: payload variable "saved.businessDetailsPayload.email" is read on screen "gst-entry", which no journey reaches after screen "business-details-1" saves it (session/requestOtp at ${SCREENS}/gst-entry.json#/actions/0)`,
    },
    {
      name: "a saved answer the lender does not keep (its screen's call does not send it): another device would read nothing",
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        delete j.payloads.createLead.fields.answers;
        delete j.payloads.updateLead.fields.answers;
      },
      expect: `${SCREENS}/gst-login.json#/form/bindings/primary_gst_number: rule variable "saved.businessDetailsPayload.primary_gst_number" is not kept by the lender: no call of screen "business-details-1" sends it ("answers": {"var": "computed.answers"} in payloads.json), so on another device or a new login it reads nothing`,
    },
    {
      name: "an offer row showing the lender's rate where the programme sets the rate by rule (two rates, two EMIs)",
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.offer.figures.terms.annualRatePct = { '-': [{ var: 'offer.roiPct' }, 0.5] };
        delete j.offer.figures.terms.emi;
      },
      expect: `${PROGRAMME}#/offer/fields/6/key: row "roiPct" shows the lender's figure, but the programme sets annualRatePct by a rule of its own (offer.figures.terms.annualRatePct): show "annualRatePct", the figure the KFS shows, or have the lender quote it (a rate sent with the quote read: payloads.json fetchQuotes roiPct or rateConcessionPct)`,
    },
    {
      name: "the lender's EMI kept where the programme sets the rate by rule",
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.offer.figures.terms.annualRatePct = { '-': [{ var: 'offer.roiPct' }, 0.5] };
        j.offer.fields[6].key = 'annualRatePct';
      },
      expect: `${PROGRAMME}#/offer/figures/terms/emi: the EMI is the lender's (offer.emi), but the programme sets annualRatePct by a rule of its own (offer.figures.terms.annualRatePct): remove this term (null) so the EMI is worked out from the programme's terms`,
    },
    {
      name: "a GET's field beyond the query api.json lists for it (never sent)",
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.fetchQuotes.fields.since = { var: 'lead.leadId' };
      },
      expect: `${PAYLOADS}#/payloads/fetchQuotes/fields/since: field "since" is never sent: a GET sends only the query api.json lists for "fetchQuotes" (leadId, roiPct, rateConcessionPct)`,
    },
    {
      name: 'an unknown operation in a rule',
      file: PROGRAMME,
      change: (j: Record<string, any>) => {
        j.steps[2].status = { nameFrist: [{ var: 'lead.applicantName' }] };
      },
      expect: `${PROGRAMME}#/steps/2/status: unknown rule operator "nameFrist" (json-logic's own, or a derived value: nameFirst, nameLast, ageYears, digits, upper, inr)`,
    },
    {
      name: 'an unknown operation in a payload field',
      file: PAYLOADS,
      change: (j: Record<string, any>) => {
        j.payloads.createApplicant.variants.specs['co-applicant'].fields.lastName = {
          lastName: [{ var: 'form.fullName' }],
        };
      },
      expect: `${PAYLOADS}#/payloads/createApplicant/variants/specs/co-applicant/fields/lastName: unknown rule operator "lastName" (json-logic's own, or a derived value: nameFirst, nameLast, ageYears, digits, upper, inr)`,
    },
    {
      name: 'a rule without its message',
      file: 'schemas/forms/gst-login.schema.json',
      change: (j: Record<string, any>) => {
        delete j.properties.gstUsername.errorMessage.maxLength;
      },
      expect:
        'schemas/forms/gst-login.schema.json#/properties/gstUsername: "maxLength" can fail but has no errorMessage',
    },
    {
      name: 'a type without its message (a whole number typed as 1234.5 would read "must be integer")',
      file: 'schemas/forms/business-details-2.schema.json',
      change: (j: Record<string, any>) => {
        delete j.properties.officeStability.errorMessage.type;
      },
      expect:
        'schemas/forms/business-details-2.schema.json#/properties/officeStability: "type" can fail but has no errorMessage',
    },
  ])('$name', ({ file, change, expect: line }) => {
    // each problem is one line: file#/pointer: what is wrong (some add what was expected after it)
    const lines = lintWith(file, change);
    expect(names(lines, line), `lint said:\n${lines.join('\n')}`).toBe(true);
  });

  it('the shipped config, unchanged, lints clean in memory (so each case above fails by its own change)', () => {
    expect(lintWith(PROGRAMME, () => {})).toEqual([]);
  });

  it('through the CLI on a copied folder: a $ref that does not resolve fails with exit 1 and the same line', async () => {
    project = copyProject();
    project.edit('schemas/forms/business-details-1.schema.json', (j: Record<string, any>) => {
      j.properties.email = { $ref: '../fragments/missing.schema.json' };
    });
    const result = await journey(['lint', '--root', project.root]);
    expect(result.code).toBe(1);
    expect(
      names(
        result.out.split('\n'),
        'schemas/forms/business-details-1.schema.json#/properties/email/$ref: $ref "../fragments/missing.schema.json" does not resolve',
      ),
    ).toBe(true);
  });

  it('a JSON syntax error names the file and the line', async () => {
    project = copyProject();
    writeFileSync(join(project.root, `${SCREENS}/quote.json`), '{ "id": "quote", }');
    const result = await journey(['lint', '--root', project.root]);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(new RegExp(`^${SCREENS}/quote.json#: not valid JSON: .*line 1`, 'm'));
  });

  it('an orphan screen is reported unreachable', () => {
    const lines = lintWith(
      `${SCREENS}/gst-instructions.json`,
      (j, source) => {
        source[`${SCREENS}/gst-old.json`] = { ...structuredClone(j), id: 'gst-instructions-old', route: '/gst/old' };
      },
      'business-loan',
    );
    expect(lines).toContain(
      `${SCREENS}/gst-old.json#: screen "gst-instructions-old" is not reachable from an entry point`,
    );
  });
});

describe('a new programme is a copy of config only', () => {
  it('copying business-loan with the GST username maximum at 12 lints and rejects 13 characters', async () => {
    project = copyProject();
    const from = join(project.root, 'journey-config/programmes/business-loan');
    const to = join(project.root, 'journey-config/programmes/gst-strict-loan');
    cpSync(from, to, { recursive: true });
    project.edit('journey-config/programmes/gst-strict-loan/programme.json', (j) => {
      j.id = 'gst-strict-loan';
    });
    project.edit('journey-config/programmes/gst-strict-loan/constants.json', (j: Record<string, any>) => {
      j.constants.gstUsernameMaxLength.value = 12;
    });
    // its example vectors state the business-loan message: update the one that mentions the bound
    project.edit(
      'journey-config/programmes/gst-strict-loan/screens/gst-login.examples.json',
      (j: Record<string, any>) => {
        for (const example of j.examples) {
          for (const error of example.errors)
            error.message = error.message.replace('cannot exceed 15', 'cannot exceed 12');
          if (
            typeof example.data.gstUsername === 'string' &&
            example.data.gstUsername.length > 12 &&
            example.data.gstUsername.length <= 15
          ) {
            example.data.gstUsername = example.data.gstUsername.slice(0, 12);
          }
        }
      },
    );
    const lint = await journey(['lint', 'gst-strict-loan', '--root', project.root]);
    expect(lint.out).toBe('');
    expect(lint.code).toBe(0);

    const data = JSON.stringify({
      primary_gst_number: '27AAPFU0939F1ZV',
      gstUsername: 'abcdefghijklm',
      otpSent: false,
    });
    const strict = await journey(['validate-data', 'gst-strict-loan', 'gst-login', '-', '--root', project.root], data);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out)).toEqual({
      valid: false,
      errors: [{ field: '/gstUsername', message: 'GST username cannot exceed 12 characters.' }],
    });

    const original = await journey(['validate-data', 'business-loan', 'gst-login', '-', '--root', project.root], data);
    expect(JSON.parse(original.out)).toEqual({ valid: true, errors: [] });
  });
});
