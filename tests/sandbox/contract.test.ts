import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/sandbox/openapi/build.ts';
import { startHarness, type Exchange, type Harness } from './harness.ts';
import { GSTIN, borrowerBody, expectOk, leadBody, login, walk } from './journey.ts';

const root = join(import.meta.dirname, '../..');
const openapi = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8'));
const api = JSON.parse(readFileSync(join(root, 'journey-config/common/api.json'), 'utf8')) as {
  endpoints: Record<string, { method: string; path: string }>;
};
const apiPaths = Object.values(api.endpoints);
const isPage = (path: string) => path.startsWith('/pages/');

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...openapi, $id: 'openapi.json' });

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
function responseValidator(method: string, path: string, status: number) {
  const op = openapi.paths[path]?.[method.toLowerCase()];
  if (!op?.responses?.[status]?.content?.['application/json']) return undefined;
  return ajv.getSchema(
    `openapi.json#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`,
  );
}

describe('docs/openapi.json', () => {
  it('is up to date with src/sandbox/openapi (regenerate: npx tsx src/sandbox/openapi/write.ts)', () => {
    expect(openapi).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('documents every endpoint of journey-config/common/api.json with the same method', () => {
    for (const { method, path } of apiPaths)
      expect(openapi.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
  });

  it('documents nothing but api.json endpoints, apart from the external pages', () => {
    for (const [path, item] of Object.entries<Record<string, unknown>>(openapi.paths)) {
      if (isPage(path)) continue;
      for (const method of Object.keys(item))
        expect(
          apiPaths.some((e) => e.path === path && e.method.toLowerCase() === method),
          `${method} ${path}`,
        ).toBe(true);
    }
  });

  it('describes the requests the journey sends', () => {
    const schema = (name: string) => ajv.getSchema(`openapi.json#/components/schemas/${name}`)!;
    expect(schema('CreateLead')(leadBody('9876543210'))).toBe(true);
    expect(schema('CreateLead')(leadBody('9876543210', 'DEALER_FIN'))).toBe(true);
    expect(schema('CreateApplicant')(borrowerBody('LEAD1'))).toBe(true);
    expect(schema('CreateLead')({ ...leadBody('9876543210'), pan_number: 'x' })).toBe(false);
  });
});

describe('real answers validate against docs/openapi.json', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ slowMs: 0 });
    // both programmes end to end, physical and digital mandates, plus the reads the walk does not make
    const term = await walk(h, '9876543210', 'done');
    const dealer = await walk(h, '9876543211', 'done', { programCode: 'DEALER_FIN', nachType: 'physical' });
    for (const w of [term, dealer]) {
      const { consumerId } = expectOk(await h.get('/consumer/fetch/profile', w.token));
      // a saved answer kept with the lead (this product's extension): the lead read then carries it
      await h.post('/consumer/update/lead/answers', w.token, {
        leadId: w.leadId,
        answers: { udyam: { annualTurnover: 4500000, registered: true } },
      });
      await h.get('/consumer/fetch/leadDetails', w.token);
      await h.get('/consumer/fetch/applicantDetails', w.token, { leadId: w.leadId });
      await h.get('/consumer/fetch/bankingDetails', w.token, { leadId: w.leadId });
      await h.get('/consumer/fetch/kycdetail', w.token, { leadId: w.leadId });
      await h.get('/consumer/fetch/lead/wf', w.token, { leadId: w.leadId });
      await h.post('/consumer/create/individual/address/url', w.token, {
        sessionId: 's',
        leadId: w.leadId,
        consumerId,
        redirectURL: 'http://app.test/a',
      });
      await h.get('/consumer/fetch/agreement', w.token, { leadId: w.leadId });
      await h.post('/consumer/send/documents', w.token, { leadId: w.leadId });
      // paid out: the lead answers its cooling-off window, and the borrower may exit within it
      h.advance(1000);
      await h.get('/consumer/fetch/leadDetails', w.token);
      await h.post('/consumer/create/loan/exit', w.token, { leadId: w.leadId });
    }
    await h.get('/consumer/fetch/gst/basicDetails', term.token, { gstin: GSTIN });
    await h.get('/consumer/master/fetch/address', term.token, { pincode: '560001' });
    await h.get('/consumer/master/fetch/address', term.token, { pincode: '999999' });
    await h.get('/consumer/product/fetch', term.token, { programCode: 'DEALER_FIN' });
    await h.get('/consumer/product/fetch', term.token);
    // error answers: 400, 401, 429, 500, 503
    const fresh = await login(h, '9876543212');
    await h.get('/consumer/fetch/leadDetails', fresh);
    await h.post('/consumer/create/lead', fresh, { ...leadBody('9876543212'), email: 'nope' });
    await h.get('/consumer/fetch/leadDetails', 'forged');
    for (let i = 0; i < 6; i++) await h.post('/requestOTP', undefined, { mobile: '9876543213' });
    const down = await walk(h, '9000000031', 'entity-kyc');
    await h.post('/consumer/verify/bankDetail', down.token, {
      leadOfferId: down.offer.leadOfferId,
      accType: 'current',
      accountNumber: '123456789',
      ifsc: 'SBIN0001234',
      nachType: 'digital',
    });
    const flaky = await login(h, '9000000050');
    await h.get('/consumer/fetch/profile', flaky);
    await h.post('/consumer/create/lead', await login(h, '9000000013'), leadBody('9000000013'));
    await h.get('/logout', term.token, { redirect_uri: 'http://app.test/login' });
  });
  afterAll(() => h.close());

  const api200 = () => h.exchanges.filter((x) => x.status === 200 || x.status === 202);

  it('exercises every api.json endpoint successfully', () => {
    for (const { method, path } of apiPaths)
      expect(
        api200().some((x) => x.method === method && x.path === path),
        `${method} ${path}`,
      ).toBe(true);
  });

  it('exercises the documented error statuses', () => {
    const statuses = new Set(h.exchanges.map((x) => x.status));
    for (const status of [202, 400, 401, 429, 500, 503]) expect(statuses.has(status), String(status)).toBe(true);
  });

  it('every JSON answer matches the schema of its path, method and status', () => {
    const failures: string[] = [];
    const json = h.exchanges.filter((x: Exchange) => !isPage(x.path));
    for (const x of json) {
      const validate = responseValidator(x.method, x.path, x.status);
      if (!validate) failures.push(`${x.method} ${x.path} ${x.status}: status not documented`);
      else if (!validate(x.body))
        failures.push(
          `${x.method} ${x.path} ${x.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(x.body).slice(0, 300)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(json.length).toBeGreaterThan(80);
  });

  it('the validators do refuse answers that drift from the contract', () => {
    const lead = responseValidator('GET', '/consumer/fetch/leadDetails', 200)!;
    expect(lead({ data: null })).toBe(true);
    expect(lead({ data: { leadId: 1 } })).toBe(false);
    expect(lead({ lead: null })).toBe(false);
    expect(responseValidator('POST', '/consumer/create/lead', 400)!({})).toBe(false);
  });
});
