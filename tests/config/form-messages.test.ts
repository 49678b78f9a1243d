import { describe, expect, it } from 'vitest';
import { copyProject, journey } from './helpers.ts';

// A programme words a message of a shared form schema with its bound in a format (`{{loanAmountMin|inr}}`), from its
// screen file's form.messages, without copying the schema; checked as an analyst runs it: lint, then validate-data.

const SCF = 'journey-config/programmes/supply-chain-finance';
const SCREEN = `${SCF}/screens/other-details-1.json`;
const below = {
  requiredLoanAmount: 49999,
  firstName: 'Ravi',
  middleName: 'Kumar',
  lastName: 'Sharma',
  dateOfBirth: '1985-06-15',
  gender: 'MALE',
  emailId: 'ravi.sharma@example.com',
};

function withMessages(messages: unknown, vectorMessage?: string) {
  const project = copyProject();
  project.edit(`${SCF}/constants.json`, (json) => {
    (json.constants as Record<string, unknown>).loanAmountMin = {
      value: 50000,
      description: 'Credit lines from 50,000.',
    };
  });
  project.write(SCREEN, { $schema: '../../../meta/screen.schema.json', form: { messages } });
  if (vectorMessage) {
    project.write(`${SCF}/screens/other-details-1.examples.json`, {
      $schema: '../../../meta/examples.schema.json',
      examples: {
        $patch: [
          { name: 'loan amount below the minimum', errors: [{ field: '/requiredLoanAmount', message: vectorMessage }] },
        ],
      },
    });
  }
  return project;
}

describe('form.messages: a programme words one message of a shared schema', () => {
  it('shows the bound in rupees in the validator output, and the parent keeps its own message', async () => {
    const project = withMessages(
      { '/requiredLoanAmount': { minimum: 'Loan amount must be at least {{loanAmountMin|inr}}' } },
      'Loan amount must be at least ₹50,000',
    );
    try {
      const lint = await journey(['lint', '--root', project.root]);
      expect(lint.out + lint.err).toBe('journey lint: 2 programmes OK\n');
      const data = JSON.stringify(below);
      const scf = await journey(
        ['validate-data', 'supply-chain-finance', 'other-details-1', '-', '--root', project.root],
        data,
      );
      expect(JSON.parse(scf.out)).toEqual({
        valid: false,
        errors: [{ field: '/requiredLoanAmount', message: 'Loan amount must be at least ₹50,000' }],
      });
      const parent = await journey(
        ['validate-data', 'business-loan', 'other-details-1', '-', '--root', project.root],
        data,
      );
      expect(JSON.parse(parent.out).errors).toEqual([
        { field: '/requiredLoanAmount', message: 'Loan amount must be greater than minimum value' },
      ]);
    } finally {
      project.cleanup();
    }
  });

  it.each([
    [
      'an unknown format',
      { '/requiredLoanAmount': { minimum: 'At least {{loanAmountMin|rupees}}' } },
      '#/form/messages/~1requiredLoanAmount/minimum: unknown format "rupees" in {{loanAmountMin|rupees}} (known: inr, number, months, percent)',
    ],
    [
      'an unknown constant',
      { '/requiredLoanAmount': { minimum: 'At least {{loanMin|inr}}' } },
      '#/form/messages/~1requiredLoanAmount/minimum: unknown constant "loanMin"',
    ],
    [
      'a field the form lacks',
      { '/loanAmount': { minimum: 'At least {{loanAmountMin|inr}}' } },
      '#/form/messages/~1loanAmount: "/loanAmount" is not a field of this screen\'s form',
    ],
    [
      'a rule the field lacks',
      { '/requiredLoanAmount': { pattern: 'Digits only' } },
      '#/form/messages/~1requiredLoanAmount/pattern: field "/requiredLoanAmount" has no "pattern" rule to word',
    ],
  ])('lint rejects %s, naming the file and pointer', async (_name, messages, line) => {
    const project = withMessages(messages);
    try {
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toContain(`${SCREEN}${line}\n`);
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });
});
