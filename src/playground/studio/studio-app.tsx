import { useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import { theme } from '../../renderer/shell/theme.ts';
import { ProblemList } from '../problem-list.tsx';
import { CheckPanel, useCheck } from './check-panel.tsx';
import type { Problem, ResolvedProgramme } from '../../engine/types.ts';
import { createProgrammeFiles, resolvedPlace } from '../model/programme-edits.ts';
import { moveScreenInStep } from '../model/screen-edits.ts';
import { listFieldBlockers } from './fields-panel.tsx';
import { ProgrammeBar } from './programme-bar.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { screenKinds } from './panel-schema.ts';
import { focusProblem, listFormScreens, listStepPlaces, type StudioSelection } from './studio-selection.ts';
import { StepsPanel } from './steps-panel.tsx';
import { StudioMain, useStudioSelection } from './studio-main.tsx';
import { addNewScreen, dropScreen, listProgrammeIds, toSource, viewProgramme, type ProgrammeSummary, type ProgrammeView } from './studio-model.ts';
import { useStudio, type Studio } from './use-studio.ts';
import { ProgrammePanel, TermsPanel } from './values-panels.tsx';
import { ConstantsPanel } from './panels/constants-panel.tsx';
import { CallsPanel } from './panels/calls-panel.tsx';
import { PayloadsPanel } from './panels/payloads-panel.tsx';
import { StepSettingsPanel } from './panels/step-settings-panel.tsx';
import { TextsPanel } from './panels/texts-panel.tsx';
import '../playground.css';
import './studio.css';

const META = 'journey-config/meta';
const TABS = ['Screens', 'Steps', 'Map', 'Programme', 'Constants', 'Offer terms', 'Texts', 'Payloads', 'Calls'] as const;
/** Below this width (a phone) the side starts hidden behind a button, so the page opens on the main area. */
const NARROW = '(max-width: 720px)';

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
  const openProblem = (p: Problem) => {
    // a list patch's operation is found in the resolved list the panels show (`/steps/$patch/1` -> `/steps/4`)
    const pointer = resolvedPlace(studio.files, p.file, p.pointer)?.pointer ?? p.pointer;
    const places = listStepPlaces(view?.programme?.programme.steps ?? []);
    const place = focusProblem({ ...p, pointer }, programmeId ?? '', view?.programme ? listFormScreens(view.programme.forms) : {}, places);
    if (place) select({ programme: selection.programme, screen: selection.screen, ...place, opened: (selection.opened ?? 0) + 1 });
  };

  return (
    <div className="st-layout">
      <StudioHeader studio={studio} programmes={programmes} programmeId={programmeId} onOpen={(id) => select({ programme: id })} onCreated={(id) => select({ programme: id, tab: 'Programme' })} onSave={() => setSaving(true)} />
      <CheckPanel state={check} onOpen={openProblem} />
      <StudioBanners conflicts={studio.conflicts} parseProblems={parseProblems} view={view} />
      {view?.programme && (
        <div className="st-body">
          <StudioSide studio={studio} view={{ ...view, programme: view.programme }} kinds={kinds} programmeMeta={programmeMeta} selection={selection} tab={tab} select={select} />
          <main className="st-main">
            <StudioMain studio={studio} view={{ ...view, programme: view.programme }} source={source} tab={tab} selection={selection} select={select} screenMeta={screenMeta} examplesMeta={source[`${META}/examples.schema.json`] as JsonObject | undefined} />
          </main>
        </div>
      )}
      {saving && (
        <SaveDialog
          changed={studio.changed}
          hashes={studio.base.hashes}
          blockers={listFieldBlockers(studio.files, studio.changed)}
          onClose={() => setSaving(false)}
          onReload={() => {
            setSaving(false);
            void studio.reload();
          }}
          onSaved={(hashes) => {
            studio.saved(hashes, studio.changed);
            setSaving(false);
          }}
        />
      )}
    </div>
  );
}

/** What keeps the page from showing everything: files changed on both sides, files not JSON, a programme not resolving. */
function StudioBanners({ conflicts, parseProblems, view }: { conflicts: readonly string[]; parseProblems: Problem[]; view: ProgrammeView | undefined }) {
  return (
    <>
      {conflicts.length > 0 && (
        <p role="alert" className="pg-banner">
          Changed on disk while the studio changed them too: {conflicts.map((f) => <code key={f}>{f} </code>)}. Their save is refused: reload them (the studio's edits to them are lost) or merge by hand.
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

function StudioHeader({ studio, programmes, programmeId, onOpen, onCreated, onSave }: { studio: Studio; programmes: ProgrammeSummary[]; programmeId?: string; onOpen(id: string): void; onCreated(id: string): void; onSave(): void }) {
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
        <button type="button" onClick={studio.undo} disabled={!lastDone} title="Ctrl+Z">Undo{lastDone ? `: ${lastDone.label}` : ''}</button>
        <button type="button" onClick={studio.redo} disabled={!nextRedo} title="Ctrl+Shift+Z">Redo{nextRedo ? `: ${nextRedo.label}` : ''}</button>
      </div>
      <button type="button" className="st-save" disabled={!changedCount} onClick={onSave}>Save ({changedCount} file{changedCount === 1 ? '' : 's'} changed)</button>
    </header>
  );
}

interface SideProps { studio: Studio; view: ProgrammeView & { programme: ResolvedProgramme }; kinds: string[]; programmeMeta: JsonObject; selection: StudioSelection; tab: string; select(s: StudioSelection): void }

/** The parts of the programme, one tab each: steps and screens, its settings, constants, offer terms. */
function StudioSide({ studio, view, kinds, programmeMeta, selection, tab, select }: SideProps) {
  const [open, setOpen] = useState(() => !window.matchMedia?.(NARROW).matches);
  // on a phone, picking a screen hides the side again so the screen is in sight
  const openScreen = (next: StudioSelection) => {
    if (window.matchMedia?.(NARROW).matches) setOpen(false);
    select(next);
  };
  return (
    <aside className="st-side" data-open={open}>
      <button type="button" className="st-side-toggle" aria-expanded={open} aria-controls="st-side-parts" onClick={() => setOpen(!open)}>
        {open ? 'Hide the parts and screens' : 'Parts and screens'}
      </button>
      <div id="st-side-parts" hidden={!open}>
      <div role="tablist" aria-label="Parts of the programme">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => select({ ...selection, programme: view.id, tab: t })}>{t}</button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Screens' && (
          <StepsPanel
            programme={view.programme}
            kinds={kinds}
            {...(selection.screen ? { selected: selection.screen } : {})}
            onSelect={(screen) => openScreen({ ...selection, programme: view.id, screen })}
            onMove={(step, screen, to) => studio.edit(`Move ${screen} in ${step}`, moveScreenInStep(studio.files, view.id, step, screen, to))}
            onRemove={(screen) => studio.edit(`Remove screen ${screen}`, dropScreen(studio.files, view.programme, screen))}
            onAdd={(screen) => {
              studio.edit(`Add screen ${screen.id}`, addNewScreen(studio.files, view.id, screen, view.programme.programme.screens?.home, firstAction(view.programme, screen.after)));
              select({ ...selection, programme: view.id, screen: screen.id });
            }}
          />
        )}
        {tab === 'Programme' && isJsonObject(programmeMeta) && <ProgrammePanel view={view} files={studio.files} epoch={studio.epoch} edit={studio.edit} meta={programmeMeta} />}
        {tab === 'Constants' && <ConstantsPanel view={view} files={studio.files} edit={studio.edit} />}
        {tab === 'Offer terms' && <TermsPanel view={view} files={studio.files} epoch={studio.epoch} edit={studio.edit} />}
        {tab === 'Steps' && <StepSettingsPanel {...(selection.step ? { selected: selection.step } : {})} onSelect={(step) => select({ ...selection, programme: view.id, step })} programme={view.programme} {...(view.extends ? { parent: view.extends } : {})} layered={view.layered['programme.json']} files={studio.files} epoch={studio.epoch} edit={studio.edit} />}
        {tab === 'Texts' && <TextsPanel programmeId={view.id} {...(view.extends ? { parent: view.extends } : {})} files={studio.files} edit={studio.edit} />}
        {tab === 'Payloads' && <PayloadsPanel programme={view.programme} {...(view.extends ? { parent: view.extends } : {})} files={studio.files} edit={studio.edit} />}
        {tab === 'Calls' && <CallsPanel programme={view.programme} {...(view.extends ? { parent: view.extends } : {})} files={studio.files} edit={studio.edit} />}
      </div>
      </div>
    </aside>
  );
}

/** The first action (id and label) of a screen: a new screen's button is worded as the one before it. */
function firstAction(programme: ResolvedProgramme, screenId: string | undefined): { id: string; label: string } | undefined {
  const screen = screenId ? programme.screens[screenId] : undefined;
  const action = screen && 'actions' in screen && Array.isArray(screen.actions) ? (screen.actions as Array<{ id?: unknown; label?: unknown }>)[0] : undefined;
  return action && typeof action.id === 'string' && typeof action.label === 'string' ? { id: action.id, label: action.label } : undefined;
}
