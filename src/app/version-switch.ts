import { decideVersion, type ProgrammeDeployment, type VersionFacts } from '../engine/release-rollout.ts';
import type { ResolvedProgramme } from '../engine/types.ts';
import { builtVersions, deployment, loadVersion } from '../generated/index.ts';
import type { AppStoreBundle } from '../store/create-app-store.ts';
import type { RootState, StoreServices } from '../store/types.ts';
import { keepVersion, keptVersion, shippedVersions } from './version-selection.ts';

/** What the switch needs of the page: its session storage, and how it loads again. */
export interface VersionPage {
  storage: Storage;
  reload: () => void;
}

/** What the build says of versions (the generated index's). */
export interface BuildVersions {
  loadVersion: Readonly<Record<string, unknown>>;
  builtVersions: Readonly<Record<string, string>>;
  deployment: { releases?: Record<string, ProgrammeDeployment> };
}
const generated: BuildVersions = { loadVersion, builtVersions, deployment };

/**
 * Runs the lead's version (issue 35): whenever the lender's answer about the lead arrives (never on what the tab had
 * kept alone), the page decides; a switch keeps the wanted version for the tab, writes the persisted session (the
 * persist key is the programme's, so it survives the version) and loads again, and boot loads that version's files.
 * A version the build lacks keeps the running one and is reported to analytics.
 */
export function watchVersion(
  bundle: Pick<AppStoreBundle, 'store' | 'persistor'>,
  programme: ResolvedProgramme,
  track: StoreServices['track'],
  page: VersionPage,
  build: BuildVersions = generated,
): () => void {
  const shipped = shippedVersions(build.loadVersion, programme.id);
  const factsOf = (state: RootState): VersionFacts => ({
    signedIn: state.session.isAuthenticated,
    leadKnown: state.journey.leadKnown === true,
    lead: state.journey.lead ? { version: state.journey.lead.programmeVersion ?? null } : null,
    mobile: state.session.mobile,
    deployment: build.deployment.releases?.[programme.id],
    running: programme.release?.version,
    built: build.builtVersions[programme.id],
    shipped,
    kept: keptVersion(page.storage, shipped),
    // the build's own release may take leads of earlier versions along (its migration)
    known: programme.release ? [programme.release] : [],
  });
  let seen = bundle.store.getState().journey;
  let switching = false;
  const reported = new Set<string>();
  return bundle.store.subscribe(() => {
    const state = bundle.store.getState();
    const journey = state.journey;
    const answered = journey.lead !== seen.lead || journey.leadKnown !== seen.leadKnown;
    seen = journey;
    if (switching || !answered) return;
    const decision = decideVersion(factsOf(state));
    if (decision.kind === 'stay') return;
    if (decision.kind === 'missing') {
      const label = `${programme.id}@${decision.version}`;
      if (!reported.has(label)) track({ category: 'release', action: 'version_missing', label, error: true });
      reported.add(label);
      return;
    }
    switching = true;
    keepVersion(page.storage, decision.keep);
    void Promise.resolve(bundle.persistor?.flush()).finally(page.reload);
  });
}
