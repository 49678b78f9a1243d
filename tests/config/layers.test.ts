import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// The layers' import directions (eslint.config.js) are enforced by lint: these probes show the rules bite. ESLint runs as
// the project runs it (the project's eslint.config.js, the code linted as if it were the named file, as the CLI's
// --stdin-filename does), one ESLint for all probes so its config and plugins load once; no-cycle needs the file on
// disk, so it is off for the probes.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries', () => {
  it.each([
    [
      'src/engine/probe.ts',
      "import { createAppStore } from '../store/create-app-store.ts';\nexport const x = createAppStore;",
      'src/engine is pure',
    ],
    [
      'src/engine/probe.ts',
      "import { useState } from 'react';\nexport const x = useState;",
      'src/engine is pure TypeScript',
    ],
    [
      'src/renderer/probe.ts',
      "import { createApiClient } from '../api/client.ts';\nexport const x = createApiClient;",
      'src/renderer imports only engine',
    ],
    [
      'src/store/probe.ts',
      "import { ScreenView } from '../renderer/screens/screen-view.tsx';\nexport const x = ScreenView;",
      'src/store imports only engine and api',
    ],
    [
      'src/sandbox/probe.ts',
      "import { formatInr } from '../engine/format.ts';\nexport const x = formatInr;",
      'src/sandbox is the independent oracle',
    ],
    [
      'src/api/probe.ts',
      "import { formatInr } from '../engine/format.ts';\nexport const x = formatInr;",
      'src/api imports nothing from the rest of src',
    ],
    [
      'src/playground/probe.ts',
      "import { createAppStore } from '../store/create-app-store.ts';\nexport const x = createAppStore;",
      'src/playground imports only engine and renderer',
    ],
    [
      'src/playground/probe.ts',
      "import { runJourney } from '../cli/main.ts';\nexport const x = runJourney;",
      'src/playground imports only engine and renderer',
    ],
    [
      'src/renderer/form/probe.ts',
      "import { createLateStore } from '../../app/first-visit/late-store.ts';\nexport const x = createLateStore;",
      'src/app/first-visit is one wing',
    ],
    [
      'src/app/probe.ts',
      "import { start } from './first-visit/boot.tsx';\nexport const x = start;",
      'src/app/first-visit is one wing',
    ],
    [
      'src/app/probe.ts',
      "import { StudioApp } from '../playground/studio/studio-app.tsx';\nexport const x = StudioApp;",
      'Nothing imports src/playground',
    ],
  ])('%s may not import that', async (file, code, expected) => {
    const messages = await messagesFor(file, code);
    expect(messages.some((m) => m.includes(expected))).toBe(true);
  });

  it('allows the directions the architecture allows', async () => {
    expect(
      await messagesFor(
        'src/store/probe.ts',
        "import { formatInr } from '../engine/format.ts';\nexport const x = formatInr;",
      ),
    ).toEqual([]);
    expect(
      await messagesFor(
        'src/app/probe.ts',
        "import { createAppStore } from '../store/create-app-store.ts';\nexport const x = createAppStore;",
      ),
    ).toEqual([]);
    expect(
      await messagesFor(
        'src/app/first-visit/probe.ts',
        "import { AppRoot } from '../app-root.tsx';\nexport const x = AppRoot;",
      ),
    ).toEqual([]);
  });
});
