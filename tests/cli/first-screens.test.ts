import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreensProgramme } from '../../src/cli/first-screens.ts';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { decideAccess, resolveScreenForPath } from '../../src/engine/navigation.ts';
import { resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { selectRuleContext } from '../../src/store/selectors.ts';
import { initialRootState } from '../../src/app/first-visit/late-store.ts';

const { source } = readConfigSource(join(import.meta.dirname, '../..'));

// What a first visit of a prerendered page hydrates from (src/app/first-visit/boot.tsx): it must draw the page exactly as the whole
// programme does (the build prerendered it from the whole), and carry nothing only later screens or the store read.
describe.each(['business-loan', 'supply-chain-finance'])('the first screens of %s', (id) => {
  const { programme } = resolveProgramme(source, id);
  if (!programme) throw new Error(`${id} does not resolve`);
  const first = firstScreensProgramme(programme);
  const context = selectRuleContext(initialRootState(), programme, undefined, {});
  const publicRoutes = Object.values(programme.screens)
    .filter((s) => s.access === 'unauthenticated')
    .map((s) => s.route);

  it('opens each public route, and an unknown one, on the same screen with the same access as the whole programme', () => {
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of [...publicRoutes, '/no-such-page']) {
      const whole = resolveScreenForPath(programme, route, context);
      const sliced = resolveScreenForPath(first, route, selectRuleContext(initialRootState(), first, undefined, {}));
      expect(sliced).toEqual(whole);
      expect(decideAccess(first, sliced, context)).toEqual(decideAccess(programme, whole, context));
    }
  });

  it('leaves out only the texts the store shows with the whole programme: missing-value messages, toasts of later screens, loan statuses', () => {
    const dropped = Object.keys(programme.texts).filter((key) => !(key in first.texts));
    const missingTexts = new Set(Object.values(programme.payloads).map((spec) => spec?.missingText));
    const laterToasts = new Set(
      Object.values(programme.screens)
        .filter((s) => !(s.id in first.screens))
        .flatMap((s) => ('actions' in s ? (s.actions ?? []) : []).map((a) => a.successToast)),
    );
    expect(dropped.length).toBeGreaterThan(0);
    expect(
      dropped.filter(
        (key) => !missingTexts.has(key) && !laterToasts.has(key) && !key.startsWith('loan_status_message_'),
      ),
    ).toEqual([]);
    // what the first screens name stays, even when the store uses it too (the login's toast), and what the code reads
    const login = first.screens[programme.programme.screens.entry]!;
    const toasts = ('actions' in login ? (login.actions ?? []) : [])
      .map((a) => a.successToast)
      .filter((t): t is string => t !== undefined);
    expect(toasts.length).toBeGreaterThan(0);
    for (const key of [...toasts, 'generic_error', 'label_help', 'not_found'])
      expect(first.texts[key]).toBe(programme.texts[key]);
  });

  it('keeps only the journey steps that hold a first screen: no rule of a first screen reads a step', () => {
    const firstIds = Object.keys(first.screens);
    expect(first.programme.steps).toEqual(
      (programme.programme.steps ?? []).filter((step) => step.screens?.some((s) => firstIds.includes(s))),
    );
    expect((first.programme.steps ?? []).length).toBeLessThan((programme.programme.steps ?? []).length);
    expect(JSON.stringify([first.screens, first.texts])).not.toMatch(/"var":\s*\[?\s*"steps\./);
  });

  it('keeps the error screen, the texts, constants, identity and brand, and leaves out later screens and every call', () => {
    const kept = Object.keys(first.screens).sort();
    const { error, notFound } = programme.programme.screens;
    expect(kept).toEqual(
      [
        ...new Set([
          error,
          notFound,
          ...Object.values(programme.screens)
            .filter((s) => s.access === 'unauthenticated')
            .map((s) => s.id),
        ]),
      ].sort(),
    );
    expect(kept.length).toBeLessThan(Object.keys(programme.screens).length);
    for (const [key, text] of Object.entries(first.texts)) expect(text).toBe(programme.texts[key]);
    expect(first.constants).toEqual(programme.constants);
    expect(first.programme.identity).toEqual(programme.programme.identity);
    expect(first.programme.brand).toEqual(programme.programme.brand);
    expect([first.calls, first.payloads, first.httpErrors, first.api.endpoints]).toEqual([{}, {}, [], {}]);
  });
});
