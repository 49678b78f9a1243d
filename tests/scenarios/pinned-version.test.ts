// A borrower finishes on the programme version they began (issue 35), headless through the app's store and sagas
// against the sandbox: v1, then v2 (a changed KFS text, a new required field on business details step 2) made live;
// the v1 borrower resumes on another device after the deploy and finishes on v1, a new borrower gets v2, and the way
// back (v1 live again) sends new leads to v1 while a v2 lead in flight stays on v2.
import { sayIn } from '../../src/engine/message-format.ts';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourney } from '../../src/cli/main.ts';
import { validateWith } from '../../src/cli/screen-validators.ts';
import { appendRecord, storeVersion } from '../../src/cli/releases/release-store.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { buildKfsContent, figureBasisOf } from '../../src/engine/kfs.ts';
import type { ProgrammeDeployment } from '../../src/engine/release-rollout.ts';
import { canonicalJson, releaseContent } from '../../src/engine/release-chain.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import type { ResolvedProgramme } from '../../src/engine/types.ts';
import { createRuntimeValidator } from '../../src/playground/runtime-validator.ts';
import { JourneySession } from '../../src/scenarios/journey-session.ts';
import { Lender } from '../../src/scenarios/lender.ts';
import { act, reachPosition } from '../../src/scenarios/run-step.ts';
import type { Scenario, ScenarioStep } from '../../src/scenarios/scenario-types.ts';
import { VirtualClock } from '../../src/scenarios/virtual-clock.ts';
import { preloadEffectWorkers } from '../../src/store/effects/effect-table.ts';
import { repoRoot } from '../config/helpers.ts';

await preloadEffectWorkers();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const source = readConfigSource(repoRoot).source;
const happy = source['journey-config/programmes/business-loan/scenarios/happy-path.json'] as unknown as Scenario;
const V2_COOLING_OFF =
  'Seven days from disbursal: repay the principal and the proportionate APR and leave without a fee';
const UDYAM_REQUIRED = 'Enter your Udyam registration number';

function released(programme: ResolvedProgramme, version: string): ResolvedProgramme {
  return { ...programme, release: { version, hash: sha256(canonicalJson(releaseContent(programme))) } };
}

/** v2: the KFS's cooling-off text changed, and a required Udyam number on business details step 2. */
function secondVersion(v1: ResolvedProgramme): ResolvedProgramme {
  const p = structuredClone({ ...v1, release: undefined });
  const kfs = p.screens.kfs;
  if (kfs?.kind !== 'kfs' || !kfs.kfs) throw new Error('business-loan has no kfs screen');
  for (const row of kfs.kfs.sections.flatMap((s) => ('rows' in s && s.rows) || []))
    if (row.id === 'cooling-off') Object.assign(row, { text: V2_COOLING_OFF });
  const schema = p.forms['business-details-2']!.schema as { properties: object; required: string[] } & RJSFSchema;
  schema.properties = { ...schema.properties, udyamNumber: { type: 'string', minLength: 1 } };
  schema.required = [...schema.required, 'udyamNumber'];
  Object.assign(schema, {
    errorMessage: {
      ...(schema.errorMessage as object),
      required: { ...(schema.errorMessage as { required?: object })?.required, udyamNumber: UDYAM_REQUIRED },
    },
  });
  return released(p, 'v2');
}

const v1 = released(resolveProgramme(source, 'business-loan').programme!, 'v1');
const v2 = secondVersion(v1);
const byVersion = { v1, v2 };
const clock = new VirtualClock(Date.UTC(2026, 0, 15, 4, 30));
let lender: Lender;
const work = mkdtempSync(join(tmpdir(), 'pinned-version-'));
const stateFile = join(work, 'sandbox-state.json');
beforeAll(async () => (lender = await Lender.start(v1, clock, repoRoot, 3000, stateFile)));
afterAll(async () => {
  await lender.close();
  rmSync(work, { recursive: true, force: true });
});

/** A new device on the build of `newest`, with the deployment `deployment`, the borrower `mobile`. */
async function device(
  newest: ResolvedProgramme,
  deployment: ProgrammeDeployment,
  known: Record<string, ResolvedProgramme> = byVersion,
) {
  const session = new JourneySession(newest, clock, lender, false);
  session.versions = { byVersion: known, deployment };
  await session.load('/login');
  const play = async (step: ScenarioStep, mobile: string) => {
    await reachPosition(session, step);
    const data =
      step.data && (JSON.parse(JSON.stringify(step.data).replaceAll('{{mobile}}', mobile)) as Record<string, unknown>);
    // validated as the browser does, by the version the page runs now
    const refused = await act(session, { ...step, ...(data ? { data } : {}) }, async (screenId, formData) =>
      validateWith(
        createRuntimeValidator(session.programme.forms[screenId]!.schema as RJSFSchema),
        session.programme,
        screenId,
        formData,
      ),
    );
    await session.settle();
    return refused;
  };
  return { session, play };
}

const steps = happy.steps;
const createCall = (mobile: string) =>
  lender.calls.find(
    (c) => c.endpoint === 'createLead' && (c.body as { contactNumber?: string })?.contactNumber === mobile,
  );

describe('a borrower stays on the version they began', () => {
  const first = '9876543210';
  const second = '9876500001';

  it('starts on v1: create lead sends v1', async () => {
    const { session, play } = await device(v1, { live: 'v1' });
    for (const step of steps.slice(0, 5)) expect(await play(step, first)).toEqual([]);
    expect((createCall(first)?.body as { programmeVersion?: string }).programmeVersion).toBe('v1');
    await session.close();
  }, 60_000);

  it('after v2 is live, resumes on another device on v1: no new field, v1’s KFS text, the acknowledgement records v1', async () => {
    const { session, play } = await device(v2, { live: 'v2' });
    for (const step of steps.slice(0, 2)) expect(await play(step, first)).toEqual([]);
    expect(session.programme.release?.version).toBe('v1');
    expect(session.app.state.journey.lead?.programmeVersion).toBe('v1');
    // the lender counts business details done with the lead: its step 2 is reached by the card's edit link
    expect(await play({ screen: 'home', card: 'business-details', edit: true }, first)).toEqual([]);
    expect(await play({ ...steps[4]!, press: 'update' }, first)).toEqual([]);
    expect(session.programme.forms['business-details-2']!.schema.required).not.toContain('udyamNumber');
    for (const step of steps.slice(5, 28)) expect(await play(step, first), JSON.stringify(step)).toEqual([]);
    const ack = lender.calls.find((c) => c.endpoint === 'acknowledgeKfs')?.body as {
      configVersion: string;
      contentHash: string;
    };
    expect(ack.configVersion).toBe('v1');
    const shown = (p: ResolvedProgramme) => {
      const kfs = p.screens.kfs;
      const content =
        kfs?.kind === 'kfs' && kfs.kfs
          ? buildKfsContent(kfs.kfs, figureBasisOf(p.programme.offer)!, session.app.context(), sayIn(p))
          : null;
      return sha256(JSON.stringify(content));
    };
    expect(ack.contentHash).toBe(shown(v1));
    expect(ack.contentHash).not.toBe(shown(v2));
    await session.close();
  }, 120_000);

  it('a new borrower gets v2, and its new required field', async () => {
    const { session, play } = await device(v2, { live: 'v2' });
    for (const step of steps.slice(0, 5)) expect(await play(step, second)).toEqual([]);
    expect((createCall(second)?.body as { programmeVersion?: string }).programmeVersion).toBe('v2');
    expect(await play(steps[5]!, second)).toEqual([UDYAM_REQUIRED]);
    await session.close();
  }, 60_000);

  it('the way back: with v1 live again a new lead begins on v1, the v2 lead in flight stays on v2', async () => {
    const back: ProgrammeDeployment = { live: 'v1', rollout: null };
    const newcomer = await device(v2, back);
    for (const step of steps.slice(0, 5)) expect(await newcomer.play(step, '9876500002')).toEqual([]);
    expect((createCall('9876500002')?.body as { programmeVersion?: string }).programmeVersion).toBe('v1');
    await newcomer.session.close();
    const inFlight = await device(v1, back);
    for (const step of steps.slice(0, 2)) expect(await inFlight.play(step, second)).toEqual([]);
    expect(inFlight.session.programme.release?.version).toBe('v2');
    await inFlight.session.close();
  }, 60_000);
});

/** v3: the Udyam number renamed udyamRegistration, and it takes v2's leads in flight with it (`inFlight: "migrate"`). */
function thirdVersion(v2: ResolvedProgramme): ResolvedProgramme {
  const p = structuredClone({ ...v2, release: undefined });
  const schema = p.forms['business-details-2']!.schema as { properties: Record<string, unknown>; required: string[] };
  const { udyamNumber, ...rest } = schema.properties;
  schema.properties = { ...rest, udyamRegistration: udyamNumber };
  schema.required = schema.required.map((f) => (f === 'udyamNumber' ? 'udyamRegistration' : f));
  const v3 = released(p, 'v3');
  const migration = {
    from: ['v2'],
    answers: { 'businessDetailsPayloadS2.udyamNumber': 'businessDetailsPayloadS2.udyamRegistration' },
  };
  return { ...v3, release: { ...v3.release!, migration } };
}

describe('a version that takes leads in flight with it (inFlight: "migrate")', () => {
  const v3 = thirdVersion(v2);
  const all = { v1, v2, v3 };
  const onV2 = '9876500001';
  const UDYAM = 'UDYAM-KA-01-0012345';

  it('moves a v2 lead to v3 on its next visit, its saved Udyam number read by v3’s name; a v1 lead stays on v1', async () => {
    const before = await device(v2, { live: 'v2' });
    for (const step of steps.slice(0, 2)) expect(await before.play(step, onV2)).toEqual([]);
    // back to business details from home (its step 1 again, then step 2 with the Udyam number v2 asks for)
    expect(await before.play({ screen: 'home', card: 'business-details', edit: true }, onV2)).toEqual([]);
    expect(await before.play({ ...steps[4]!, press: 'update' }, onV2)).toEqual([]);
    const data = { ...(steps[5]!.data as Record<string, unknown>), udyamNumber: UDYAM };
    expect(await before.play({ ...steps[5]!, data }, onV2)).toEqual([]);
    expect(before.session.app.state.journey.saved.businessDetailsPayloadS2?.udyamNumber).toBe(UDYAM);
    await before.session.close();

    const after = await device(v3, { live: 'v3' }, all);
    for (const step of steps.slice(0, 2)) expect(await after.play(step, onV2)).toEqual([]);
    expect(after.session.programme.release?.version).toBe('v3');
    // the lender keeps the version the lead began on; v3 reads its answers by v3's names
    expect(after.session.app.state.journey.lead?.programmeVersion).toBe('v2');
    const saved = after.session.app.state.journey.saved.businessDetailsPayloadS2;
    expect(saved?.udyamRegistration).toBe(UDYAM);
    expect(saved).not.toHaveProperty('udyamNumber');
    await after.session.close();

    const stays = await device(v3, { live: 'v3' }, all);
    for (const step of steps.slice(0, 2)) expect(await stays.play(step, '9876543210')).toEqual([]);
    expect(stays.session.programme.release?.version).toBe('v1');
    await stays.session.close();
  }, 120_000);
});

describe('journey audit', () => {
  /** A config repository where business-loan's v1 is published, as journey publish and approve leave it. */
  function publishedV1(): string {
    const root = join(work, 'config');
    cpSync(join(repoRoot, 'journey-config'), join(root, 'journey-config'), { recursive: true });
    cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
    const { hash } = v1.release!;
    storeVersion(root, 'business-loan', hash, releaseContent(v1));
    const at = '2026-01-10T09:00:00.000Z';
    const fields = { version: 'v1', hash, at };
    appendRecord(root, readConfigSource(root).source, 'business-loan', {
      kind: 'request',
      ...fields,
      author: 'Asha <asha@lender.test>',
      note: '',
      changelog: ['first version'],
    });
    appendRecord(root, readConfigSource(root).source, 'business-loan', {
      kind: 'approval',
      ...fields,
      approver: 'Ravi <ravi@lender.test>',
    });
    return root;
  }
  const audit = async (root: string, leadId: string, file: string) => {
    const out: string[] = [];
    const code = await runJourney(['audit', leadId, file, '--root', root], {
      out: (t) => out.push(t),
      err: (t) => out.push(t),
      readStdin: () => '',
    });
    return { code, text: out.join('\n') };
  };

  it('prints the v1 borrower’s consent and KFS texts from v1, and the KFS hash matches the one the app sent', async () => {
    const root = publishedV1();
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      leads: Record<string, { mobile: string; kfsAcknowledgement?: { contentHash: string } }>;
    };
    const [leadId, lead] = Object.entries(state.leads).find(([, l]) => l.mobile === '9876543210')!;
    const { code, text } = await audit(root, leadId, stateFile);
    expect(text).toContain(`lead ${leadId}: business-loan v1 (sha256 ${v1.release!.hash})`);
    expect(text).toContain('I agree to the Terms and Conditions');
    expect(text).toContain(`kfs kfs: sha256 ${lead.kfsAcknowledgement!.contentHash}, matches the recorded hash`);
    expect(text).toContain('days from disbursal: you may repay the principal');
    expect(text).not.toContain(V2_COOLING_OFF);
    expect(code).toBe(0);
    // a recorded hash that is not what v1 rebuilds is reported, and fails
    lead.kfsAcknowledgement!.contentHash = '0'.repeat(64);
    const edited = join(work, 'edited-state.json');
    writeFileSync(edited, JSON.stringify(state));
    const after = await audit(root, leadId, edited);
    expect(after.text).toContain(`MISMATCH: the app recorded ${'0'.repeat(64)}`);
    expect(after.code).toBe(1);
  }, 60_000);
});
