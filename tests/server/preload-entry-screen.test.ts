// The build's page preloads what the journey's first screen needs, read from config, and nothing the entry has.
import { describe, expect, it } from 'vitest';
import { entryScreenModules, filesToPreload } from '../../scripts/build/preload-entry-screen.ts';
import { repoRoot } from '../config/helpers.ts';

type FakeChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
};
const chunk = (fileName: string, module: string | null, imports: string[] = [], isEntry = false): FakeChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId: module && `${repoRoot}/${module}`,
  isEntry,
  imports,
});

describe('preloading the entry screen', () => {
  it('names the default programme, its entry screen’s kind, form and validators (from deployment.json and the programme)', () => {
    expect(entryScreenModules(repoRoot)).toEqual([
      'src/app/first-visit/boot.tsx',
      // the prerendered entry screen hydrates from the programme's first screens; the whole comes with the store
      'src/generated/business-loan/first-screens.json',
      'src/renderer/screens/form-screen.tsx',
      'src/generated/business-loan/login.form.json',
      'src/generated/business-loan/login.js',
    ]);
  });

  it('preloads those chunks and their static imports, less what the entry already loads, and no other screen nor the whole programme', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', 'src/app/first-visit/main.tsx', ['assets/react.js', 'assets/shared.js'], true),
        chunk('assets/react.js', null),
        chunk('assets/shared.js', null),
        chunk('assets/first-screens.js', 'src/generated/business-loan/first-screens.json'),
        chunk('assets/programme.js', 'src/generated/business-loan/programme.json'),
        chunk('assets/form-screen.js', 'src/renderer/screens/form-screen.tsx', [
          'assets/shared.js',
          'assets/heading.js',
        ]),
        chunk('assets/heading.js', null),
        chunk('assets/login.form.js', 'src/generated/business-loan/login.form.json'),
        chunk('assets/login.js', 'src/generated/business-loan/login.js', ['assets/formats.js']),
        chunk('assets/formats.js', null),
        chunk('assets/home-screen.js', 'src/renderer/screens/home-screen.tsx'),
        chunk('assets/other-programme.js', 'src/generated/supply-chain-finance/programme.json'),
      ].map((c) => [c.fileName, c]),
    );
    expect(filesToPreload(bundle as never, repoRoot).sort()).toEqual(
      [
        'assets/first-screens.js',
        'assets/form-screen.js',
        'assets/heading.js',
        'assets/login.form.js',
        'assets/login.js',
        'assets/formats.js',
      ].sort(),
    );
  });
});
