import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A programme made only of config, written into a throwaway copy of journey-config/ and schemas/: a business loan
 * without GST whose borrower adds a co-borrower. Nothing here is code the app runs: the test builds the app and
 * starts the sandbox from the copy.
 */
export const PROGRAMME = 'co-borrower-loan';
export const PROGRAM_CODE = 'COBORROW';
const GST_STEPS = ['GST_REQUEST_OTP', 'GST_VERIFY_OTP', 'GST_RETURN_CALLBACK'];
const TWO_APPLICANTS = { '>=': [{ var: 'lead.applicants.length' }, 2] };
const PARENT_STEPS = [
  'CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT', ...GST_STEPS, 'CREATE_BANKING_URL', 'BS_CALLBACK', 'QUOTE_CALLBACK', 'FINAL_OFFER',
  'INIT_KYC', 'SUBMIT_KYC', 'KYC_CALLBACK', 'SUBMIT_INDV_KYC_DOC', 'INIT_ENTITY_KYC', 'SUBMIT_ENTITY_ID_PROOF', 'LMS_KYC_CALLBACK', 'SUBMIT_PENNYDROP',
  'INIT_ENACH', 'ENACH_CALLBACK', 'SUBMIT_PHYSICAL_NACH', 'INIT_ESIGN', 'ESIGN_CALLBACK',
];

function write(root: string, relative: string, value: unknown): void {
  const path = join(root, relative);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

const person = (field: string) => ({ $ref: `../fragments/person.schema.json#/definitions/${field}` });

export function writeCoBorrowerProgramme(root: string): void {
  const dir = `journey-config/programmes/${PROGRAMME}`;
  write(root, `${dir}/programme.json`, {
    $schema: '../../meta/programme.schema.json', formatVersion: 2, id: PROGRAMME, extends: 'business-loan', title: 'Business Loan with a co-borrower',
    description: 'A business loan without GST verification, where the borrower adds a co-borrower before sharing bank data.',
    programCode: PROGRAM_CODE,
    workflow: {
      steps: PARENT_STEPS.filter((s) => !GST_STEPS.includes(s)),
      groups: { 'pre-offer': { steps: ['CREATE_LEAD', 'DEDUPE_CALLBACK', 'CREATE_LEAD_APPLICANT', 'CREATE_BANKING_URL', 'BS_CALLBACK'], screen: 'home' } },
      stepScreens: { GST_RETURN_CALLBACK: null },
    },
    // the whole journey's progress names its own cards: the co-borrower's instead of the GST one
    progress: {
      steps: [
        { card: 'home/business-details', screens: ['location-access', 'business-details-1', 'business-details-2'] },
        { card: 'home/other-details', screens: ['other-details-1', 'other-details-2'] },
        { card: 'home/co-borrower', screens: ['co-borrower'] },
        { card: 'home/banking-data', screens: ['bank-statement', 'banking-success'] },
        { label: 'Your offer', completedWhen: { var: 'lead.offerAccepted' }, screens: ['quote', 'hold-on', 'offer'] },
        { card: 'post-offer-home/promoter-kyc' },
        { card: 'post-offer-home/business-kyc' },
        { card: 'post-offer-home/mandate', screens: ['mandate'] },
        { card: 'post-offer-home/agreement' },
      ],
    },
  });
  // this programme has no GST steps: the GST entry point's screens stop naming them
  // a merge patch merges objects: the parent's GST rule is removed (null) before this programme's own is set
  write(root, `${dir}/screens/gst-success.json`, { $schema: '../../../meta/screen.schema.json', guard: { and: null, var: 'user.isGstFlow' } });
  write(root, `${dir}/screens/verify-gst.json`, { $schema: '../../../meta/screen.schema.json', poll: { until: { var: 'user.isGstFlow' } } });
  write(root, 'schemas/forms/co-borrower.schema.json', {
    $schema: 'http://json-schema.org/draft-07/schema#', type: 'object',
    properties: {
      firstName: { title: 'Co-borrower first name', ...person('name') },
      lastName: { title: 'Co-borrower last name', ...person('name') },
      dateOfBirth: person('dateOfBirth'),
      gender: person('gender'),
      emailId: { title: 'Co-borrower email', ...person('email') },
    },
    required: ['firstName', 'lastName', 'dateOfBirth', 'gender', 'emailId'],
    errorMessage: { required: { firstName: 'Name is required', lastName: 'Name is required', dateOfBirth: 'Date of birth is required', gender: 'Gender is required', emailId: 'Email ID is required' } },
  });
  write(root, 'schemas/forms/co-borrower.ui.json', {
    $schema: '../../journey-config/meta/ui-schema.schema.json', 'ui:order': ['firstName', 'lastName', 'dateOfBirth', 'gender', 'emailId'],
    firstName: { 'ui:widget': 'text' }, lastName: { 'ui:widget': 'text' }, dateOfBirth: { 'ui:widget': 'date-of-birth' }, gender: { 'ui:widget': 'radio' }, emailId: { 'ui:widget': 'email' },
  });
  write(root, `${dir}/screens/co-borrower.json`, {
    $schema: '../../../meta/screen.schema.json', id: 'co-borrower', route: '/co-borrower', title: 'Co-borrower', kind: 'form', access: 'authenticated',
    texts: { heading: 'Co-borrower', subheading: 'Who repays this loan with you' },
    form: { schema: 'forms/co-borrower.schema.json', uiSchema: 'forms/co-borrower.ui.json' },
    actions: [{
      id: 'save', label: 'Add co-borrower', effects: ['applicant/create'], params: { applicantType: 'co-applicant', applicantRole: 'CO_BORROWER' },
      successToast: 'toast_data_submitted', next: [{ to: 'home' }],
    }],
  });
  const valid = { firstName: 'Ravi', lastName: 'Menon', dateOfBirth: '1980-03-12', gender: 'MALE', emailId: 'ravi.menon@example.com' };
  write(root, `${dir}/screens/co-borrower.examples.json`, {
    $schema: '../../../meta/examples.schema.json', screen: 'co-borrower',
    examples: [
      { name: 'a complete co-borrower', data: valid, errors: [] },
      { name: 'no email', data: { ...valid, emailId: undefined }, errors: [{ field: '/emailId', message: 'Email ID is required' }] },
    ],
  });
  write(root, `${dir}/screens/home.json`, {
    $schema: '../../../meta/screen.schema.json',
    // the parent's cards, patched by name: no GST card, the co-borrower's after other details, no verifying texts
    cards: {
      $patch: [
        { $remove: 'gst-details' },
        { id: 'business-details', verifyingWhen: null, verifyingText: null },
        { $insert: { id: 'co-borrower', title: 'Co-borrower', description: 'Add the person who repays with you', completedWhen: TWO_APPLICANTS, start: 'co-borrower' }, $after: 'other-details' },
        { id: 'banking-data', verifyingWhen: null, verifyingText: null },
      ],
    },
    poll: { activeWhen: { in: [{ var: 'workflow.currentStep' }, ['DEDUPE_CALLBACK', 'BS_CALLBACK']] } },
    actions: { $patch: [{ id: 'submit-for-offer', visibleWhen: { and: [{ var: 'workflow.completed.BS_CALLBACK' }, { var: 'workflow.completed.CREATE_LEAD_APPLICANT' }, TWO_APPLICANTS] } }] },
  });
}
