import { rjsfReason } from './form-renderer.ts';
import { isJsonObject } from './json.ts';
import { screenForm } from './screen-types.ts';
import type { Problem, ResolvedProgramme, Screen } from './types.ts';

/**
 * The screens a borrower meets first: the programme's entry and every screen opened without a session (the build
 * paints them before any JavaScript, and the page takes them over with the light form only).
 */
function entryScreens(p: ResolvedProgramme): Screen[] {
  return Object.values(p.screens).filter((s) => s.access === 'unauthenticated' || s.id === p.programme.screens.entry);
}

/** Where a schema pointer was written: the screen's schemaPatch when it patches that property, else the form's schema file. */
function schemaPlace(
  p: ResolvedProgramme,
  screen: Screen,
  pointer: string,
  schemaFile: string,
): { file: string; pointer: string } {
  const patch = screenForm(screen)?.schemaPatch;
  const property = /^\/properties\/([^/]+)/.exec(pointer)?.[1]?.replaceAll('~1', '/').replaceAll('~0', '~');
  const patched =
    isJsonObject(patch) &&
    isJsonObject(patch.properties) &&
    property !== undefined &&
    Object.hasOwn(patch.properties, property);
  return patched
    ? { file: p.origins[`screen:${screen.id}`] ?? '', pointer: `/form/schemaPatch${pointer}` }
    : { file: schemaFile, pointer };
}

/** An entry screen whose form would be drawn by RJSF: its first paint and take-over have no room for it (issue 37). */
export function lintEntryForms(p: ResolvedProgramme): Problem[] {
  return entryScreens(p).flatMap((screen) => {
    const form = p.forms[screen.id];
    const reason = form && rjsfReason(form.schema, form.uiSchema);
    if (!form || !reason) return [];
    const files = form.files ?? {
      schema: p.origins[`screen:${screen.id}`] ?? '',
      uiSchema: p.origins[`screen:${screen.id}`] ?? '',
    };
    const place =
      reason.in === 'uiSchema'
        ? { file: files.uiSchema, pointer: reason.pointer }
        : schemaPlace(p, screen, reason.pointer, files.schema);
    const message = `entry screen "${screen.id}" of ${p.id} needs RJSF, not the light form a first visit paints and takes over: ${reason.why}`;
    return [{ ...place, message }];
  });
}
