// @vitest-environment jsdom
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import type { Problem } from '../../src/engine/types.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { setCommonText } from '../../src/playground/model/text-edits.ts';
import { ReleasesPanel } from '../../src/playground/studio/panels/releases-panel.tsx';
import { useReleaseCommands } from '../../src/playground/studio/use-release-commands.ts';
import { useStudio, type Studio } from '../../src/playground/studio/use-studio.ts';
import { ASHA, BL, RAVI, RELEASES, readReleaseRecords, setCommonTextOnDisk } from './release-files.ts';

// The Releases tab over a throwaway copy of the config whose versions `journey publish --request` recorded, served by
// the studio's own endpoints in a process of their own (release-studio-server.ts), as the dev server serves the page.
// The scenario gate there passes: tests/cli/releases.test.ts plays the real one.

let studioServer: ChildProcess;
let server: { base: string; root: string };
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  studioServer = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'release-studio-server.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: studioServer.stdout! }), 'line')) as [string];
  server = JSON.parse(line) as { base: string; root: string };
}, 30_000);
beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => nodeFetch(`${server.base}${url}`, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  studioServer.stdin!.end();
  if (studioServer.exitCode === null) await once(studioServer, 'exit');
});
const records = () => readReleaseRecords(server.root);

/** The studio's model (files read from the server, the history, the release commands) around the panel. */
function hostReleases(problems: readonly Problem[] = []) {
  const seen: { studio?: Studio } = {};
  function Host() {
    const studio = useStudio();
    const release = useReleaseCommands(studio.refresh);
    seen.studio = studio;
    const programme = useMemo(() => resolveProgramme(sourceOf(studio.files), BL).programme, [studio.files]);
    if (studio.load.status !== 'ready' || !programme) return <p>Loading</p>;
    return (
      <ReleasesPanel
        programme={programme}
        files={studio.files}
        changed={studio.changed}
        problems={problems}
        release={release}
        epoch={studio.epoch}
        edit={studio.edit}
      />
    );
  }
  render(<Host />);
  return seen;
}

const version = (label: string) =>
  within(screen.getByRole('list', { name: `Versions of ${BL}` })).getByRole('listitem', { name: label });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const DEPLOYMENT = 'journey-config/common/deployment.json';
const OTP_TOAST = 'text toast_otp_sent: "OTP sent to the registered mobile number" -> "A code is on its way"';

describe('the Releases panel', () => {
  it('lists each version with its hash, author, approver, note and changelog, which is live and the rollout', async () => {
    hostReleases();
    expect((await screen.findByLabelText('Deployment')).textContent).toBe('v1 live; v2 to 50 % of new leads.');
    const items = within(screen.getByRole('list', { name: `Versions of ${BL}` })).getAllByRole('listitem', {
      name: /^v\d$/,
    });
    expect(items.map((li) => li.querySelector('h4')!.textContent)).toEqual([
      'v3: pending review',
      'v2: published, rolled out to 50 % of new leads',
      'v1: published, live',
    ]);
    const [, v2] = records().filter((r) => r.kind === 'request');
    const text = version('v2').textContent!;
    expect(text).toContain(`Hash${v2!.hash.slice(0, 12)}`);
    expect(text).toContain(`Requestedby ${ASHA}, `);
    expect(text).toContain(`Approvedby ${RAVI}, `);
    expect(text).toContain('Notea friendlier OTP toast');
    expect(within(version('v2')).getByRole('list', { name: 'Changes in v2' }).textContent).toBe(OTP_TOAST);
    expect(within(version('v1')).getByRole('list', { name: 'Changes in v1' }).textContent).toBe('first version');
    expect(version('v3').textContent).toContain('Approvednot yet: another person approves it');
  });

  it("shows the problems lint finds in the release records and the rollout by file#pointer, and no other's", async () => {
    hostReleases([
      { file: RELEASES, pointer: '/records/0/recordHash', message: 'v1 was edited after it was recorded' },
      { file: 'journey-config/common/texts.json', pointer: '/texts/x', message: 'not a release problem' },
      { file: DEPLOYMENT, pointer: `/releases/${BL}/rollout/version`, message: 'v9 is no published version' },
      { file: DEPLOYMENT, pointer: '/releases/supply-chain-finance/live', message: "another programme's" },
    ]);
    const list = await screen.findByRole('list', { name: 'Release record problems' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `${RELEASES}#/records/0/recordHash: v1 was edited after it was recorded`,
      `${DEPLOYMENT}#/releases/${BL}/rollout/version: v9 is no published version`,
    ]);
  });

  it('compares two versions item by item, and a version with the programme in the studio', async () => {
    const seen = hostReleases();
    await screen.findByLabelText('Deployment');
    choose('From', 'v1');
    choose('To', 'v2');
    expect(screen.getByRole('list', { name: 'Changes from v1 to v2' }).textContent).toBe(OTP_TOAST);
    choose('From', 'v3');
    choose('To', '');
    expect(screen.getByRole('note').textContent).toBe(
      'No differences between v3 and the programme in the studio (unsaved edits included).',
    );
    act(() => seen.studio!.edit('Set a text', setCommonText('toast_offer_accepted', 'Offer taken')));
    expect(
      screen.getByRole('list', { name: 'Changes from v3 to the programme in the studio (unsaved edits included)' })
        .textContent,
    ).toBe('text toast_offer_accepted: "Offer accepted" -> "Offer taken"');
  });

  it('edits the rollout through the history, refuses a share above 100, and asks to save before a request', async () => {
    const seen = hostReleases();
    await screen.findByLabelText('Deployment');
    const request = screen.getByRole('button', { name: 'Request review' }) as HTMLButtonElement;
    expect(request.disabled).toBe(false);
    choose('Share of new leads (%)', '60');
    expect(screen.getByLabelText('Deployment').textContent).toBe('v1 live; v2 to 60 % of new leads.');
    expect(seen.studio!.history.past.map((c) => c.label)).toEqual([`Roll ${BL} v2 out to 60 %`]);
    choose('Share of new leads (%)', '150');
    expect(screen.getByRole('alert').textContent).toBe('A share is a whole number from 0 to 100: 150 is not written.');
    expect(screen.getByLabelText('Deployment').textContent).toBe('v1 live; v2 to 60 % of new leads.');
    expect(request.disabled).toBe(true);
    expect(screen.getByText(/^Save first/).textContent).toBe(
      'Save first: a request is of the saved files, and 1 file has unsaved changes here.',
    );
    act(() => seen.studio!.undo());
    await waitFor(() => expect(request.disabled).toBe(false));
    expect(screen.getByLabelText('Deployment').textContent).toBe('v1 live; v2 to 50 % of new leads.');
  });

  it("refuses the version's author as approver with the command's message, word for word", async () => {
    hostReleases();
    await screen.findByLabelText('Deployment');
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect([(screen.getByLabelText('Approve as') as HTMLInputElement).value, approve.disabled]).toEqual(['', true]);
    choose('Approve as', ASHA);
    fireEvent.click(approve);
    const refusal = await screen.findByRole('alert', { name: 'Release refused' });
    expect(refusal.textContent).toBe(
      `journey approve: refused: ${ASHA} requested ${BL} v3; another person must approve it`,
    );
  });

  it('publishes for another person: progress while lint and the scenarios run, then the outcome, v3 published', async () => {
    hostReleases();
    await screen.findByLabelText('Deployment');
    choose('Approve as', RAVI);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const status = screen.getByRole('status', { name: 'Release command' });
    expect(status.textContent).toMatch(
      new RegExp(
        `^Approving ${BL} v3 as ${RAVI}: journey approve runs lint and the programme's scenarios… \\(\\d+ s\\)$`,
      ),
    );
    // the page stays usable meanwhile
    choose('From', 'v1');
    choose('To', 'v2');
    expect(screen.getByRole('list', { name: 'Changes from v1 to v2' }).textContent).toBe(OTP_TOAST);
    await waitFor(
      () =>
        expect(status.textContent).toBe(
          `journey approve: ${BL} v3 is published (requested by ${ASHA}, approved by ${RAVI})`,
        ),
      { timeout: 20_000 },
    );
    expect(version('v3').querySelector('h4')!.textContent).toBe('v3: published');
    expect(records().at(-1)).toMatchObject({ kind: 'approval', version: 'v3', approver: RAVI });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText(`No version of ${BL} waits for review.`)).toBeTruthy();
  }, 30_000);

  it("requests a review of the saved files as git's user, and shows the new pending record", async () => {
    setCommonTextOnDisk(server.root, 'toast_offer_accepted', 'Offer taken');
    hostReleases();
    await screen.findByLabelText('Deployment');
    fireEvent.change(screen.getByLabelText('Note for the reviewer'), { target: { value: 'a shorter toast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request review' }));
    const status = screen.getByRole('status', { name: 'Release command' });
    await waitFor(() =>
      expect(status.textContent).toMatch(new RegExp(`^journey publish: ${BL} v4 requested by ${ASHA};`)),
    );
    expect(version('v4').querySelector('h4')!.textContent).toBe('v4: pending review');
    expect(version('v4').textContent).toContain(`Requestedby ${ASHA}, `);
    expect(version('v4').textContent).toContain('Notea shorter toast');
    expect(within(version('v4')).getByRole('list', { name: 'Changes in v4' }).textContent).toBe(
      'text toast_offer_accepted: "Offer accepted" -> "Offer taken"',
    );
    expect(records().at(-1)).toMatchObject({
      kind: 'request',
      version: 'v4',
      author: ASHA,
      note: 'a shorter toast',
    });
  }, 20_000);
});
