// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { keepVersion, keptVersion, shippedVersions } from '../../src/app/version-selection.ts';
import { watchVersion, type BuildVersions } from '../../src/app/version-switch.ts';
import { journeyActions } from '../../src/store/journey-slice.ts';
import { aLead, loggedIn, loadProgramme, persistedMemory, startStore, stateWith } from '../store/harness.ts';

describe('the kept version and the shipped ones', () => {
  it('keeps a version for the tab, trusted only when the build ships it; null goes back to the build’s own', () => {
    const storage = window.sessionStorage;
    keepVersion(storage, 'v1');
    expect(keptVersion(storage, ['v1'])).toBe('v1');
    storage.setItem('journey:version', 'v9');
    expect(keptVersion(storage, ['v1'])).toBeNull();
    keepVersion(storage, null);
    expect(storage.getItem('journey:version')).toBeNull();
  });

  it('reads the shipped versions of one programme from the generated table’s keys', () => {
    const table = { 'business-loan@v1': {}, 'business-loan@v3': {}, 'business-loan-plus@v1': {} };
    expect(shippedVersions(table, 'business-loan')).toEqual(['v1', 'v3']);
  });
});

describe('watchVersion: the one place the tab switches', () => {
  const build: BuildVersions = {
    loadVersion: { 'business-loan@v1': {} },
    builtVersions: { 'business-loan': 'v2' },
    deployment: { releases: { 'business-loan': { live: 'v2' } } },
  };
  const programme = { ...loadProgramme(), release: { version: 'v2', hash: 'h2' } };

  async function watched(leadVersion: string, storage = window.sessionStorage) {
    storage.clear();
    const app = await startStore({ state: stateWith(loggedIn), storage: persistedMemory() });
    const track = vi.fn();
    const reload = vi.fn();
    // the persisted session is written before the page loads again
    const flush = vi.fn(() => app.persistor!.flush());
    const persistor = { ...app.persistor!, flush };
    watchVersion({ store: app.store, persistor }, programme, track, { storage, reload }, build);
    app.dispatch(journeyActions.leadLoaded({ ...aLead(), programmeVersion: leadVersion }));
    return { app, track, reload, flush, storage };
  }

  it('on the lender’s answer of a v1 lead: keeps v1, writes the persisted session, then loads again', async () => {
    const { reload, flush, storage, track } = await watched('v1');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(flush).toHaveBeenCalled();
    expect(storage.getItem('journey:version')).toBe('v1');
    expect(track).not.toHaveBeenCalled();
  });

  it('a version the build lacks: no reload, one analytics event', async () => {
    const { app, reload, track } = await watched('v7');
    app.dispatch(journeyActions.leadLoaded({ ...aLead(), programmeVersion: 'v7', status: 'AGAIN' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith({
      category: 'release',
      action: 'version_missing',
      label: 'business-loan@v7',
      error: true,
    });
  });
});
