import { useCallback, useMemo, useState } from 'react';
import type { RuleContext } from '../../engine/rules.ts';
import type { FormScreen, OfferScreen } from '../../engine/screen-types.ts';
import type { ResolvedProgramme } from '../../engine/types.ts';
import type { PincodeLookup } from '../../renderer/form/form-context.ts';
import type { FormParts, FormScreenData, OfferScreenData } from '../../renderer/screens/screen-props.ts';
import { pincodeLookupRequested } from '../../store/events.ts';
import { selectOffer } from '../../store/selectors.ts';
import type { RootState } from '../../store/types.ts';
import { draftOwnerOf, draftScopeOf, saveDraft } from '../drafts.ts';
import { useAppContext } from '../programme-context.ts';
import { useAppDispatch, useAppSelector, useAppStore } from '../store-hooks.ts';
import { loadedScreenForm, useScreenForm } from '../use-screen-form.ts';
import type { DataHookEnv } from './data-hook-env.ts';
import { draftableData, formBindings, initialFormData, offerStatusOf } from './screen-state.ts';

/** Keeps what was typed on a screen as its draft, one-time passwords left out. */
export function keepDraft(
  storage: Storage,
  programme: ResolvedProgramme,
  state: RootState,
  screenId: string,
  draft: Record<string, unknown>,
): void {
  const uiSchema = loadedScreenForm(programme, screenId)?.form?.uiSchema ?? programme.forms[screenId]?.uiSchema;
  saveDraft(storage, draftScopeOf(programme), draftOwnerOf(state.session), screenId, draftableData(uiSchema, draft));
}

/**
 * The form of a form or offer screen: loaded with its validation, started from the draft or what was saved (read
 * once, when the screen opens: the host is keyed by screen id), with its bindings evaluated over the context.
 */
function useFormParts(screen: FormScreen | OfferScreen, context: RuleContext): FormParts {
  const { programme, storage } = useAppContext();
  const store = useAppStore();
  const loaded = useScreenForm(programme, screen.id);
  const [formInitialData] = useState(() => initialFormData(store.getState(), programme, screen, storage));
  const bindings = useMemo(() => formBindings(screen, context), [screen, context]);
  return { ...loaded, ...(formInitialData ? { formInitialData } : {}), formBindings: bindings };
}

/** A form screen's data: its form, its draft kept as it is typed, the pincode lookup. Reads no offer or quote. */
export function useFormData(screen: FormScreen, { context }: DataHookEnv): FormScreenData {
  const { programme, storage } = useAppContext();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const parts = useFormParts(screen, context);
  const onDraftChange = useCallback(
    (draft: Record<string, unknown>) => keepDraft(storage, programme, store.getState(), screen.id, draft),
    [storage, programme, store, screen.id],
  );
  const onPincodeLookup: PincodeLookup = useCallback(
    (pincode) => lookupPincode(store, dispatch, pincode),
    [store, dispatch],
  );
  return { ...parts, onDraftChange, onPincodeLookup };
}

/** The offer screen's data: the offer and what the wait for it is doing, and the form that adjusts it. */
export function useOfferData(screen: OfferScreen, { context }: DataHookEnv): OfferScreenData {
  const parts = useFormParts(screen, context);
  const offer = useAppSelector(selectOffer) as Record<string, unknown> | null;
  return { ...parts, offer, offerStatus: offerStatusOf(offer) };
}

let lookupSeq = 0;

/** Asks the store for a pincode's place and resolves once the answer is in state (no retry: spec §5). */
function lookupPincode(
  store: ReturnType<typeof useAppStore>,
  dispatch: ReturnType<typeof useAppDispatch>,
  pincode: string,
): ReturnType<PincodeLookup> {
  lookupSeq += 1;
  const requestId = `pincode-${lookupSeq}`;
  return new Promise((resolve) => {
    const check = () => {
      const entry = store.getState().ui.pincode[requestId];
      if (!entry || entry.status === 'loading') return false;
      unsubscribe();
      resolve(
        entry.status === 'succeeded'
          ? { city: entry.city ?? '', state: entry.state ?? '', country: entry.country ?? '' }
          : { error: entry.error ?? '' },
      );
      return true;
    };
    const unsubscribe = store.subscribe(() => void check());
    dispatch(pincodeLookupRequested({ requestId, pincode }));
    check();
  });
}
