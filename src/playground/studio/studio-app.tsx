import { useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import { theme } from '../../renderer/shell/theme.ts';
import { ProblemList } from '../problem-list.tsx';
import { CheckPanel, useCheck } from './check-panel.tsx';
import type { Problem } from '../../engine/types.ts';
import { createProgrammeFiles, resolvedPlace } from '../model/programme-edits.ts';
import { listFieldBlockers } from './fields-panel.tsx';
import { ProgrammeBar } from './programme-bar.tsx';
import { StudioSide } from './studio-side.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { screenKinds } from './panel-schema.ts';
import { focusProblem, listFormScreens, listStepPlaces, type StudioSelection } from './studio-selection.ts';
import { StudioMain, useStudioSelection } from './studio-main.tsx';
import {
  listProgrammeIds,
  toSource,
  viewProgramme,
  type ProgrammeSummary,
  type ProgrammeView,
} from './studio-model.ts';
import { useStudio, type Studio } from './use-studio.ts';
import '../playground.css';
import './studio.css';

const META = 'journey-config/meta';

/**
 * The analysts' studio: build or change a programme in the browser. Every edit is a command over the config files'
 * text (undo / redo), re-checked by lint, example vectors and scenarios as it is made, previewed as the borrower sees
 * it, and saved as the same reviewed JSON after showing its item-level diff against the last commit.
 */
export function StudioApp() {
  const studio = useStudio();
  if (studio.load.status === 'loading') return <p role="status">Loading the config</p>;
  if (studio.load.status === 'failed') return <p role="alert">Cannot load the config: {studio.load.error}</p>;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StudioPage studio={studio} />
    </ThemeProvider>
  );
}

function StudioPage({ studio }: { studio: Studio }) {
  const { selection, select } = useStudioSelection();
  const [saving, setSaving] = useState(false);
  const { source, problems: parseProblems } = useMemo(() => toSource(studio.files), [studio.files]);
  const programmes = useMemo(() => listProgrammeIds(source), [source]);
  const programmeId = programmes.some((p) => p.id === selection.programme) ? selection.programme : programmes[0]?.id;
  const view = useMemo(() => (programmeId ? viewProgramme(source, programmeId) : undefined), [source, programmeId]);
  const screenMeta = source[`${META}/screen.schema.json`] as JsonObject;
  const programmeMeta = source[`${META}/programme.schema.json`] as JsonObject;
  const kinds = useMemo(() => (isJsonObject(screenMeta) ? screenKinds(screenMeta) : []), [screenMeta]);
  const check = useCheck(programmeId, studio.changed);
  const tab = selection.tab ?? 'Screens';
  const openProblem = useOpenProblem(studio, view, programmeId, selection, select);

  return (
    <div className="st-layout">
      <StudioHeader
        studio={studio}
        programmes={programmes}
        programmeId={programmeId}
        onOpen={(id) => select({ programme: id })}
        onCreated={(id) => select({ programme: id, tab: 'Programme' })}
        onSave={() => setSaving(true)}
      />
      <CheckPanel state={check} onOpen={openProblem} />
      <StudioBanners conflicts={studio.conflicts} parseProblems={parseProblems} view={view} />
      {view?.programme && (
        <div className="st-body">
          <StudioSide
            studio={studio}
            view={{ ...view, programme: view.programme }}
            kinds={kinds}
            programmeMeta={programmeMeta}
            selection={selection}
            tab={tab}
            problems={check.status === 'done' ? check.result.problems : []}
            select={select}
          />
          <main className="st-main">
            <StudioMain
              studio={studio}
              view={{ ...view, programme: view.programme }}
              source={source}
              tab={tab}
              selection={selection}
              select={select}
              screenMeta={screenMeta}
              examplesMeta={source[`${META}/examples.schema.json`] as JsonObject | undefined}
            />
          </main>
        </div>
      )}
      {saving && <StudioSave studio={studio} onClose={() => setSaving(false)} />}
    </div>
  );
}

/** Where a problem's link goes: the panel where it is fixed, its box focused. */
function useOpenProblem(
  studio: Studio,
  view: ProgrammeView | undefined,
  programmeId: string | undefined,
  selection: StudioSelection,
  select: (s: StudioSelection) => void,
) {
  return (p: Problem) => {
    // a list patch's operation is found in the resolved list the panels show (`/steps/$patch/1` -> `/steps/4`)
    const pointer = resolvedPlace(studio.files, p.file, p.pointer)?.pointer ?? p.pointer;
    const places = listStepPlaces(view?.programme?.programme.steps ?? []);
    const place = focusProblem(
      { ...p, pointer },
      programmeId ?? '',
      view?.programme ? listFormScreens(view.programme.forms) : {},
      places,
    );
    if (place)
      select({
        programme: selection.programme,
        screen: selection.screen,
        ...place,
        opened: (selection.opened ?? 0) + 1,
      });
  };
}

/** The save dialog over the studio's changes: a save makes them the base; a reload drops them. */
function StudioSave({ studio, onClose }: { studio: Studio; onClose(): void }) {
  return (
    <SaveDialog
      changed={studio.changed}
      hashes={studio.base.hashes}
      blockers={listFieldBlockers(studio.files, studio.changed)}
      onClose={onClose}
      onReload={() => {
        onClose();
        void studio.reload();
      }}
      onSaved={(hashes) => {
        studio.saved(hashes, studio.changed);
        onClose();
      }}
    />
  );
}

/** What keeps the page from showing everything: files changed on both sides, files not JSON, a programme not resolving. */
function StudioBanners({
  conflicts,
  parseProblems,
  view,
}: {
  conflicts: readonly string[];
  parseProblems: Problem[];
  view: ProgrammeView | undefined;
}) {
  return (
    <>
      {conflicts.length > 0 && (
        <p role="alert" className="pg-banner">
          Changed on disk while the studio changed them too:{' '}
          {conflicts.map((f) => (
            <code key={f}>{f} </code>
          ))}
          . Their save is refused: reload them (the studio's edits to them are lost) or merge by hand.
        </p>
      )}
      {parseProblems.length > 0 && (
        <div role="alert" className="pg-banner">
          <strong>Files that are not JSON (left out until fixed):</strong>
          <ProblemList problems={parseProblems} label="Files that are not JSON" />
        </div>
      )}
      {view && !view.programme && (
        <div role="alert" className="pg-banner">
          <strong>{view.id} does not resolve:</strong>
          <ProblemList problems={view.problems} label="Resolve problems" />
        </div>
      )}
    </>
  );
}

function StudioHeader({
  studio,
  programmes,
  programmeId,
  onOpen,
  onCreated,
  onSave,
}: {
  studio: Studio;
  programmes: ProgrammeSummary[];
  programmeId?: string;
  onOpen(id: string): void;
  onCreated(id: string): void;
  onSave(): void;
}) {
  const changedCount = Object.keys(studio.changed).length;
  const lastDone = studio.history.past.at(-1);
  const nextRedo = studio.history.future[0];
  return (
    <header className="st-header">
      <h1>Journey studio</h1>
      <ProgrammeBar
        programmes={programmes}
        {...(programmeId ? { selected: programmeId } : {})}
        onOpen={onOpen}
        onCreate={(p) => {
          studio.put(`Create programme ${p.id}`, createProgrammeFiles(p));
          onCreated(p.id);
        }}
      />
      <div className="st-history" role="group" aria-label="History">
        <button type="button" onClick={studio.undo} disabled={!lastDone} title="Ctrl+Z">
          Undo{lastDone ? `: ${lastDone.label}` : ''}
        </button>
        <button type="button" onClick={studio.redo} disabled={!nextRedo} title="Ctrl+Shift+Z">
          Redo{nextRedo ? `: ${nextRedo.label}` : ''}
        </button>
      </div>
      <button type="button" className="st-save" disabled={!changedCount} onClick={onSave}>
        Save ({changedCount} file{changedCount === 1 ? '' : 's'} changed)
      </button>
    </header>
  );
}
