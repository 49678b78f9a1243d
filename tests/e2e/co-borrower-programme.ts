import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A programme made only of config, written into a throwaway copy of journey-config/ and schemas/: a business loan
 * without GST whose borrower adds a co-borrower by a full name and a PAN, sent as first and last name by derived values
 * in the programme's payloads.json. Nothing here is code the app runs: the test builds the app and starts the sandbox
 * from the copy.
 */
export const PROGRAMME = 'co-borrower-loan';
export const PROGRAM_CODE = 'COBORROW';
const GST_STEPS = ['GST_REQUEST_OTP', 'GST_VERIFY_OTP', 'GST_RETURN_CALLBACK'];
const TWO_APPLICANTS = { '>=': [{ var: 'lead.applicants.length' }, 2] };
const PARENT_STEPS = [
  'CREATE_LEAD',
  'DEDUPE_CALLBACK',
  'CREATE_LEAD_APPLICANT',
  ...GST_STEPS,
  'CREATE_BANKING_URL',
  'BS_CALLBACK',
  'QUOTE_CALLBACK',
  'FINAL_OFFER',
  'INIT_KYC',
  'SUBMIT_KYC',
  'KYC_CALLBACK',
  'SUBMIT_INDV_KYC_DOC',
  'INIT_ENTITY_KYC',
  'SUBMIT_ENTITY_ID_PROOF',
  'LMS_KYC_CALLBACK',
  'SUBMIT_PENNYDROP',
  'INIT_ENACH',
  'ENACH_CALLBACK',
  'SUBMIT_PHYSICAL_NACH',
  'INIT_ESIGN',
  'ESIGN_CALLBACK',
];

const CO_BORROWER_STEP = {
  id: 'co-borrower',
  title: 'Co-borrower',
  description: 'Add the person who repays with you',
  home: 'home',
  screens: ['co-borrower'],
  completedWhen: TWO_APPLICANTS,
  start: 'co-borrower',
};

function write(root: string, relative: string, value: unknown): void {
  const path = join(root, relative);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

const person = (field: string) => ({ $ref: `../fragments/person.schema.json#/definitions/${field}` });

// every scenario of the parent walks its GST card or starts from one that does (happy-path), and this programme has
// no GST: a null file drops an inherited scenario (this test is about the app built from config, not the scenarios)
const parentScenarios = (root: string) => readdirSync(join(root, 'journey-config/programmes/business-loan/scenarios'));

export function writeCoBorrowerProgramme(root: string): void {
  const dir = `journey-config/programmes/${PROGRAMME}`;
  for (const name of parentScenarios(root)) write(root, `${dir}/scenarios/${name}`, null);
  write(root, `${dir}/programme.json`, {
    $schema: '../../meta/programme.schema.json',
    formatVersion: 2,
    id: PROGRAMME,
    extends: 'business-loan',
    title: 'Business Loan with a co-borrower',
    description:
      'A business loan without GST verification, where the borrower adds a co-borrower before sharing bank data.',
    programCode: PROGRAM_CODE,
    workflow: {
      steps: PARENT_STEPS.filter((s) => !GST_STEPS.includes(s)),
      groups: {
        'pre-offer': {
          steps: ['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT', 'CREATE_BANKING_URL', 'BS_CALLBACK'],
          screen: 'home',
        },
      },
      stepScreens: { GST_RETURN_CALLBACK: null },
    },
    // the parent's steps patched by id: the co-borrower's after other details, no GST step
    steps: { $patch: [{ $remove: 'gst-details' }, { $insert: CO_BORROWER_STEP, $after: 'other-details' }] },
  });
  // this programme has no GST steps: the GST entry point's screens stop naming them
  // a merge patch merges objects: the parent's GST rule is removed (null) before this programme's own is set
  write(root, `${dir}/screens/gst-success.json`, {
    $schema: '../../../meta/screen.schema.json',
    guard: { and: null, var: 'user.isGstFlow' },
  });
  // and its GST login is reached only from the GST entry point, before any business details are saved: it prefills
  // the GSTIN from the profile alone (lint: a saved answer is read only where it can have been saved)
  write(root, `${dir}/screens/gst-login.json`, {
    $schema: '../../../meta/screen.schema.json',
    form: { bindings: { primary_gst_number: { or: null, var: 'user.consumerProfile.gstin' } } },
  });
  write(root, `${dir}/screens/verify-gst.json`, {
    $schema: '../../../meta/screen.schema.json',
    poll: { until: { var: 'user.isGstFlow' } },
  });
  // one "Full name" and a PAN only (spec §3: a person record is valid with pan and firstName)
  write(root, 'schemas/forms/co-borrower.schema.json', {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: {
      fullName: { title: 'Full name', ...person('name') },
      pan: {
        title: 'PAN',
        type: 'string',
        format: 'pan',
        errorMessage: { type: 'Enter a valid PAN number', format: 'Enter a valid PAN number' },
      },
    },
    required: ['fullName', 'pan'],
    errorMessage: { required: { fullName: 'Name is required', pan: 'PAN number is required' } },
  });
  write(root, 'schemas/forms/co-borrower.ui.json', {
    $schema: '../../journey-config/meta/ui-schema.schema.json',
    'ui:order': ['fullName', 'pan'],
    fullName: { 'ui:widget': 'text' },
    pan: { 'ui:widget': 'uppercase' },
  });
  // the lender wants a first and a last name: split at the last space (spec §5) by the derived values, and the PAN
  write(root, `${dir}/payloads.json`, {
    $schema: '../../meta/payloads.schema.json',
    payloads: {
      createApplicant: {
        variants: {
          param: 'applicantType',
          specs: {
            'co-applicant': {
              merge: [],
              fields: {
                firstName: { nameFirst: { var: 'form.fullName' } },
                lastName: { nameLast: { var: 'form.fullName' } },
                pan: { upper: { var: 'form.pan' } },
              },
            },
          },
        },
      },
    },
  });
  write(root, `${dir}/screens/co-borrower.json`, {
    $schema: '../../../meta/screen.schema.json',
    id: 'co-borrower',
    route: '/co-borrower',
    title: 'Co-borrower',
    kind: 'form',
    access: 'authenticated',
    texts: { heading: 'Co-borrower', subheading: 'Who repays this loan with you' },
    form: { schema: 'forms/co-borrower.schema.json', uiSchema: 'forms/co-borrower.ui.json' },
    actions: [
      {
        id: 'save',
        label: 'Add co-borrower',
        effects: ['applicant/create'],
        params: { applicantType: 'co-applicant', applicantRole: 'CO_BORROWER' },
        successToast: 'toast_data_submitted',
        next: [{ to: 'home' }],
      },
    ],
  });
  const valid = { fullName: 'Ravi Kumar Menon', pan: 'AAAPM1234Q' };
  write(root, `${dir}/screens/co-borrower.examples.json`, {
    $schema: '../../../meta/examples.schema.json',
    screen: 'co-borrower',
    examples: [
      { name: 'a complete co-borrower', data: valid, errors: [] },
      {
        name: 'no PAN',
        data: { fullName: valid.fullName },
        errors: [{ field: '/pan', message: 'PAN number is required' }],
      },
    ],
  });
  write(root, `${dir}/screens/home.json`, {
    $schema: '../../../meta/screen.schema.json',
    poll: { activeWhen: { in: [{ var: 'workflow.currentStep' }, ['DEDUPE_CALLBACK', 'BS_CALLBACK']] } },
    actions: {
      $patch: [
        {
          id: 'submit-for-offer',
          visibleWhen: {
            and: [
              { var: 'workflow.completed.BS_CALLBACK' },
              { var: 'workflow.completed.CREATE_LEAD_APPLICANT' },
              TWO_APPLICANTS,
            ],
          },
        },
      ],
    },
  });
}
