// The RJSF form's libraries are evaluated in steps but fetched at once: the first step's import preloads the whole form.
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { formStepsPreloadAhead } from '../../scripts/build/form-steps-preload.ts';

type FakeChunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] };
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): FakeChunk => ({
  type: 'chunk',
  fileName,
  moduleIds: moduleIds.map((m) => `/repo/${m}`),
  imports,
});

const bundle = Object.fromEntries(
  [
    chunk('assets/step.js', ['src/renderer/form/library-steps/mui-scope.ts'], ['assets/core.js']),
    chunk('assets/core.js', ['node_modules/@rjsf/core/lib/index.js'], ['assets/react.js']),
    chunk('assets/react.js', ['node_modules/react/index.js']),
    chunk(
      'assets/form.js',
      ['src/renderer/form/journey-form.tsx', 'node_modules/@rjsf/mui/lib/index.js'],
      ['assets/core.js', 'assets/mui.js', 'assets/plain-ui.js'],
    ),
    // a style sheet's chunk, whose empty script Vite drops after the plugin has read the bundle
    chunk('assets/plain-ui.js', ['src/renderer/shell/plain-ui.css']),
    chunk('assets/mui.js', ['node_modules/@mui/material/Button/Button.js'], ['assets/theme.js']),
    chunk('assets/theme.js', ['src/renderer/shell/mui-scope.tsx']),
    chunk('assets/modal.js', ['src/renderer/shell/action-modal.tsx'], ['assets/mui.js']),
  ].map((c) => [c.fileName, c]),
) as unknown as Rolldown.OutputBundle;

function preloadsOf(file: string, deps: string[], hostType: 'html' | 'js' = 'js'): string[] {
  const { capture, resolveDependencies } = formStepsPreloadAhead(
    '/src/renderer/form/library-steps/mui-scope.ts',
    '/src/renderer/form/journey-form.tsx',
  );
  const generate = capture.generateBundle as { handler: (options: unknown, output: Rolldown.OutputBundle) => void };
  generate.handler({}, bundle);
  return resolveDependencies(file, deps, { hostType });
}

describe('fetching the RJSF form at once, evaluating it in steps', () => {
  it("the first step's import preloads its own files and every file of the whole form, each once", () => {
    expect(preloadsOf('assets/step.js', ['assets/core.js', 'assets/react.js']).sort()).toEqual([
      'assets/core.js',
      'assets/form.js',
      'assets/mui.js',
      'assets/react.js',
      'assets/theme.js',
    ]);
  });

  it('any other import preloads what Vite gave it, and so does the page', () => {
    expect(preloadsOf('assets/modal.js', ['assets/mui.js', 'assets/theme.js'])).toEqual([
      'assets/mui.js',
      'assets/theme.js',
    ]);
    expect(preloadsOf('assets/form.js', ['assets/core.js'])).toEqual(['assets/core.js']);
    expect(preloadsOf('assets/step.js', ['assets/core.js'], 'html')).toEqual(['assets/core.js']);
  });
});
