import { useState } from 'react';
import { isJsonObject, type JsonObject } from '../../engine/json.ts';
import type { Problem, ResolvedProgramme } from '../../engine/types.ts';
import { moveScreenInStep } from '../model/screen-edits.ts';
import { ConstantsPanel } from './panels/constants-panel.tsx';
import { CallsPanel } from './panels/calls-panel.tsx';
import { PayloadsPanel } from './panels/payloads-panel.tsx';
import { ReleasesPanel } from './panels/releases-panel.tsx';
import { StepSettingsPanel } from './panels/step-settings-panel.tsx';
import { TextsPanel } from './panels/texts-panel.tsx';
import { TranslationsPanel } from './panels/translations-panel.tsx';
import { StepsPanel } from './steps-panel.tsx';
import { addNewScreen, dropScreen, type ProgrammeView } from './studio-model.ts';
import type { StudioSelection } from './studio-selection.ts';
import { useReleaseCommands, type ReleaseCommands } from './use-release-commands.ts';
import type { Studio } from './use-studio.ts';
import { ProgrammePanel, TermsPanel } from './values-panels.tsx';

export const TABS = [
  'Screens',
  'Steps',
  'Map',
  'Programme',
  'Constants',
  'Offer terms',
  'Texts',
  'Translations',
  'Payloads',
  'Calls',
  'Releases',
] as const;
/** Below this width (a phone) the side starts hidden behind a button, so the page opens on the main area. */
const NARROW = '(max-width: 720px)';

export interface SideProps {
  studio: Studio;
  view: ProgrammeView & { programme: ResolvedProgramme };
  kinds: string[];
  programmeMeta: JsonObject;
  selection: StudioSelection;
  tab: string;
  /** the check's lint problems (the Releases tab shows those of the release records) */
  problems: readonly Problem[];
  select(s: StudioSelection): void;
}

/** The parts of the programme, one tab each: steps and screens, its settings, constants, offer terms. */
export function StudioSide(props: SideProps) {
  const { studio, view, selection, tab, select } = props;
  const [open, setOpen] = useState(() => !window.matchMedia?.(NARROW).matches);
  // above the tabs: an approval of tens of seconds keeps its progress and outcome while another tab is looked at
  const release = useReleaseCommands(studio.refresh);
  // on a phone, picking a screen hides the side again so the screen is in sight
  const openScreen = (next: StudioSelection) => {
    if (window.matchMedia?.(NARROW).matches) setOpen(false);
    select(next);
  };
  return (
    <aside className="st-side" data-open={open}>
      <button
        type="button"
        className="st-side-toggle"
        aria-expanded={open}
        aria-controls="st-side-parts"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the parts and screens' : 'Parts and screens'}
      </button>
      <div id="st-side-parts" hidden={!open}>
        <div role="tablist" aria-label="Parts of the programme">
          {TABS.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={tab === t}
              onClick={() => select({ ...selection, programme: view.id, tab: t })}
            >
              {t}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={tab}>
          {tab === 'Screens' ? (
            <ScreensTab {...props} openScreen={openScreen} />
          ) : (
            <OtherTab {...props} release={release} />
          )}
        </div>
      </div>
    </aside>
  );
}

/** The Screens tab: each step's screens, moved, removed or added (a new screen is opened at once). */
function ScreensTab({
  studio,
  view,
  kinds,
  selection,
  select,
  openScreen,
}: SideProps & { openScreen(s: StudioSelection): void }) {
  return (
    <StepsPanel
      programme={view.programme}
      kinds={kinds}
      {...(selection.screen ? { selected: selection.screen } : {})}
      onSelect={(screen) => openScreen({ ...selection, programme: view.id, screen })}
      onMove={(step, screen, to) =>
        studio.edit(`Move ${screen} in ${step}`, moveScreenInStep(studio.files, view.id, step, screen, to))
      }
      onRemove={(screen) => studio.edit(`Remove screen ${screen}`, dropScreen(studio.files, view.programme, screen))}
      onAdd={(screen) => {
        studio.edit(
          `Add screen ${screen.id}`,
          addNewScreen(
            studio.files,
            view.id,
            screen,
            view.programme.programme.screens?.home,
            firstAction(view.programme, screen.after),
          ),
        );
        select({ ...selection, programme: view.id, screen: screen.id });
      }}
    />
  );
}

/** The tab's panel other than Screens (the Map tab draws in the main area: nothing here). */
function OtherTab(props: SideProps & { release: ReleaseCommands }) {
  const { studio, view, programmeMeta, selection, tab, select } = props;
  const { files, epoch, edit } = studio;
  const parent = view.extends ? { parent: view.extends } : {};
  switch (tab) {
    case 'Programme':
      return isJsonObject(programmeMeta) ? (
        <ProgrammePanel view={view} files={files} epoch={epoch} edit={edit} meta={programmeMeta} />
      ) : null;
    case 'Constants':
      return <ConstantsPanel view={view} files={files} edit={edit} />;
    case 'Offer terms':
      return <TermsPanel view={view} files={files} epoch={epoch} edit={edit} />;
    case 'Steps':
      return (
        <StepSettingsPanel
          {...(selection.step ? { selected: selection.step } : {})}
          onSelect={(step) => select({ ...selection, programme: view.id, step })}
          programme={view.programme}
          {...parent}
          layered={view.layered['programme.json']}
          files={files}
          epoch={epoch}
          edit={edit}
        />
      );
    case 'Texts':
      return <TextsPanel programmeId={view.id} {...parent} files={files} edit={edit} />;
    case 'Translations':
      return (
        <TranslationsPanel
          programme={view.programme}
          files={files}
          {...(selection.locale ? { locale: selection.locale } : {})}
          onLocale={(locale) => select({ ...selection, programme: view.id, locale })}
          onPreview={(screen, locale) => select({ ...selection, programme: view.id, screen, locale })}
          edit={edit}
        />
      );
    case 'Payloads':
      return <PayloadsPanel programme={view.programme} {...parent} files={files} edit={edit} />;
    case 'Calls':
      return <CallsPanel programme={view.programme} {...parent} files={files} edit={edit} />;
    case 'Releases':
      return <ReleasesTab {...props} />;
    default:
      return null;
  }
}

/** The Releases tab: the programme's versions, the rollout, and the review commands (whose state is kept above the tabs). */
function ReleasesTab({ studio, view, problems, release }: SideProps & { release: ReleaseCommands }) {
  return (
    <ReleasesPanel
      programme={view.programme}
      files={studio.files}
      changed={studio.changed}
      problems={problems}
      release={release}
      epoch={studio.epoch}
      edit={studio.edit}
    />
  );
}

/** The first action (id and label) of a screen: a new screen's button is worded as the one before it. */
function firstAction(
  programme: ResolvedProgramme,
  screenId: string | undefined,
): { id: string; label: string } | undefined {
  const screen = screenId ? programme.screens[screenId] : undefined;
  const action =
    screen && 'actions' in screen && Array.isArray(screen.actions)
      ? (screen.actions as Array<{ id?: unknown; label?: unknown }>)[0]
      : undefined;
  return action && typeof action.id === 'string' && typeof action.label === 'string'
    ? { id: action.id, label: action.label }
    : undefined;
}
