import { parsePointer } from '../../engine/pointer.ts';
import { draftOwnerOf, loadDraft, saveDraft } from '../drafts.ts';

/**
 * What the borrower typed or ticked on a prerendered screen before the app took it over: the page is painted, and
 * usable, before its JavaScript has run (scripts/build/prerender.ts), so a fast borrower fills the login while the app is
 * still on its way. Hydration keeps the DOM's values but the form's state starts from its initial data, so the field
 * showed a number the form did not have (Get OTP then said the field was required). The page's own values are read
 * here: a text field whose value is not the one it was painted with, a tick box ticked or unticked since, each named
 * by its pointer (a field of a flat form: `/mobileNumber`). Fields the borrower did not touch are not read.
 */
export function readEarlyInput(root: ParentNode): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const input of root.querySelectorAll('input')) {
    const segments = input.name.startsWith('/') ? parsePointer(input.name) : [];
    const name = segments.length === 1 ? segments[0] : undefined;
    if (name === undefined || input.disabled) continue;
    if (input.type === 'checkbox') {
      // an unticked box is no answer (the form's own rule, light-form.tsx)
      if (input.checked !== input.defaultChecked) found[name] = input.checked ? true : undefined;
    } else if (input.type !== 'radio' && input.type !== 'hidden' && input.value !== input.defaultValue) {
      found[name] = input.value === '' ? undefined : input.value;
    }
  }
  return found;
}

/**
 * Makes what the borrower did on the painted screen the draft the form starts from (screen-state.ts initialFormData
 * reads it once, as the screen's form first renders, i.e. during the hydration): the hydrated form then holds what
 * the page shows, and Get OTP sends it. Called just before the page is hydrated; nothing happens when nothing was
 * touched. A draft kept earlier in the tab keeps its other fields.
 */
export function keepEarlyInput(
  root: ParentNode,
  storage: Storage,
  programmeId: string,
  screenId: string,
  session: { consumerId: string | null; mobile: string | null },
): boolean {
  const early = readEarlyInput(root);
  if (!Object.keys(early).length) return false;
  const owner = draftOwnerOf(session);
  const draft: Record<string, unknown> = { ...loadDraft(storage, programmeId, owner, screenId) };
  for (const [name, value] of Object.entries(early)) {
    if (value === undefined) delete draft[name];
    else draft[name] = value;
  }
  saveDraft(storage, programmeId, owner, screenId, draft);
  return true;
}
