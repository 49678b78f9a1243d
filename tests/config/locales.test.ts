import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { programmeLocales, resolveInLocale } from '../../src/engine/i18n.ts';
import {
  acceptingAnyLocale,
  errorMessageTable,
  localizerFor,
  neutralSchema,
  withSourceMessages,
} from '../../src/engine/i18n-forms.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ConfigSource } from '../../src/engine/types.ts';

const { source } = readConfigSource(new URL('../..', import.meta.url).pathname);

function resolveIn(src: ConfigSource, id: string, locale: string) {
  const { programme, problems } = resolveInLocale(src, id, locale);
  if (!programme) throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n'));
  return programme;
}

describe('locales as config', () => {
  it('each programme declares en-IN (the source), hi-IN and ta-IN; the child inherits them through extends', () => {
    expect(programmeLocales(source, 'business-loan')).toEqual(['en-IN', 'hi-IN', 'ta-IN']);
    expect(programmeLocales(source, 'supply-chain-finance')).toEqual(['en-IN', 'hi-IN', 'ta-IN']);
  });

  it('a translated programme resolves as ever: screen texts, form labels and constants-filled messages in the locale', () => {
    const hi = resolveIn(source, 'business-loan', 'hi-IN');
    expect(hi.screens.login?.title).toBe('लॉग इन');
    expect((hi.forms.login?.schema.properties as Record<string, { title: string }>).mobile.title).toBe('मोबाइल नंबर');
    const ta = resolveIn(source, 'business-loan', 'ta-IN');
    expect(ta.texts.session_expired).toBe('அமர்வு முடிந்தது. மீண்டும் உள்நுழையவும்');
  });

  it("a child changes one string in one line: its catalog's entry wins over the parent's and the common one", () => {
    const file = 'journey-config/locales/hi-IN/supply-chain-finance.json';
    const child: ConfigSource = { ...source, [file]: { locale: 'hi-IN', messages: { Login: 'साइन इन' } } };
    expect(resolveIn(child, 'supply-chain-finance', 'hi-IN').screens.login?.title).toBe('साइन इन');
    expect(resolveIn(child, 'business-loan', 'hi-IN').screens.login?.title).toBe('लॉग इन');
  });
});

describe('one set of validators for every locale', () => {
  it('validates the Hindi form with the validators compiled for the English one, and words the errors in Hindi', async () => {
    const en = resolveProgramme(source, 'business-loan').programme!.forms.login!.schema;
    const hiSchema = resolveIn(source, 'business-loan', 'hi-IN').forms.login!.schema;
    const display = withSourceMessages(hiSchema, en) as RJSFSchema;
    const fns = ((await import('../../src/generated/business-loan/login.js')) as { default: ValidatorFunctions })
      .default;
    const validator = acceptingAnyLocale(
      createPrecompiledValidator(fns, neutralSchema(en) as RJSFSchema, localizerFor(errorMessageTable(en, hiSchema))),
    );
    const { errors } = validator.validateFormData({ mobile: '12' }, display);
    expect(errors.map((e) => e.message)).toContain('सही मोबाइल नंबर डालें');
    expect(neutralSchema(display)).toEqual(neutralSchema(en));
  });
});
