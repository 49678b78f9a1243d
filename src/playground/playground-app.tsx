import { useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Problem } from '../engine/types.ts';
import { theme } from '../renderer/shell/theme.ts';
import { ContextEditor } from './context-editor.tsx';
import { ProblemList } from './problem-list.tsx';
import { ProgrammeSidebar } from './programme-nav.tsx';
import { ProgrammeOverview } from './programme-overview.tsx';
import { ScreenSection } from './screen-section.tsx';
import { readSelection, writeSelection, type Selection } from './selection.ts';
import { usePlaygroundState } from './use-playground-state.ts';
import { useRuleContext } from './use-rule-context.ts';
import './playground.css';

/**
 * The analysts' playground: the programmes and screens of the config on disk, one screen rendered by the real
 * renderer over an editable rule context, its example vectors, the lint problems, the journey map and the diff
 * against the programme it extends. Saving a config or schema file updates the page (no restart).
 */
export function PlaygroundApp() {
  const load = usePlaygroundState();
  const [selection, setSelection] = useState<Selection>(() => readSelection(window.location.search));
  const state = load.status === 'ready' ? load.state : undefined;
  const current = state?.programmes.find((p) => p.id === selection.programme) ?? state?.programmes[0];
  const programme = current?.programme;
  const { context, contextText, contextError, editContext, resetContext } = useRuleContext(programme);

  const select = (next: Selection) => {
    setSelection(next);
    window.history.replaceState(null, '', writeSelection(next));
  };

  if (load.status === 'loading') return <p role="status">Loading the config</p>;
  if (load.status === 'failed') return <p role="alert">Cannot load the playground state: {load.error}</p>;
  const { state: s, version } = load;
  const screen = selection.screen && programme ? programme.screens[selection.screen] : undefined;
  const globalProblems: Problem[] = [...s.readProblems, ...s.commonProblems];

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <div className="pg-layout">
        <ProgrammeSidebar programmes={s.programmes} selection={{ ...selection, programme: current?.id }} onSelect={select} />
        <main className="pg-main">
          <h1>Journey playground</h1>
          <p data-version={version}>
            Config from <code>{s.root}</code>, state version {version} (saving a config or schema file reloads it).
          </p>
          <p>
            <a href={`?studio${current ? `&programme=${encodeURIComponent(current.id)}` : ''}`}>Open the studio</a> to change this programme or build a new one in the browser.
          </p>
          {s.fatal && <pre role="alert" className="pg-banner">{s.fatal}</pre>}
          {globalProblems.length > 0 && (
            <div role="alert" className="pg-banner">
              <strong>Config files with problems:</strong>
              <ProblemList problems={globalProblems} label="Config problems" />
            </div>
          )}
          {!current && <p>No programme found under journey-config/programmes.</p>}
          {current && !programme && <p className="pg-error">Programme {current.id} does not resolve: see its lint problems below.</p>}
          {current && programme && screen && context && (
            <ScreenSection
              state={{ ...current, programme }}
              screen={screen}
              context={context.value}
              version={version}
              extraProblems={s.readProblems}
              editor={<ContextEditor text={contextText?.text ?? ''} error={contextError} onChange={editContext} onReset={resetContext} />}
            />
          )}
          {current && selection.screen && programme && !screen && <p className="pg-error">No screen {selection.screen} in {current.id}.</p>}
          {current && <ProgrammeOverview state={current} selected={screen?.id} onOpen={(id) => select({ programme: current.id, screen: id })} />}
        </main>
      </div>
    </ThemeProvider>
  );
}
