import { useCallback } from 'react';
import { shallowEqual } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { resolveResumeScreen, screenPath } from '../../engine/navigation.ts';
import type { ConfirmAddressScreen, CountdownScreen } from '../../engine/screen-types.ts';
import type { Step } from '../../engine/types.ts';
import type { HomeScreenData, InfoScreenData, NoScreenData, ScreenDataOf } from '../../renderer/screens/screen-props.ts';
import { errorBoundaryReset } from '../../store/events.ts';
import { selectErrorBoundary, selectLead, selectLocationDenied, selectOffer, selectQuotes } from '../../store/selectors.ts';
import { useAppContext } from '../programme-context.ts';
import { useAppDispatch, useAppSelector } from '../store-hooks.ts';
import type { DataHookEnv } from './data-hook-env.ts';
import { missingPayloadFields } from './screen-state.ts';

const NO_DATA: NoScreenData = Object.freeze({});

/** The data of a kind that reads nothing from the app (redirect, wait, return, kfs, ...): nothing, and no subscription. */
export function noScreenData(): NoScreenData {
  return NO_DATA;
}

const useLead = () => useAppSelector(selectLead) as Record<string, unknown> | null;

/** A home screen's data: the lead for its title and status, and the Edit link of a completed card. */
export function useHomeData(): HomeScreenData {
  const { programme } = useAppContext();
  const navigate = useNavigate();
  const lead = useLead();
  const onEditCard = useCallback(
    (card: Step) => {
      if (card.edit) navigate(screenPath(programme, card.edit, { edit: 'true' }));
    },
    [navigate, programme],
  );
  return { lead, onEditCard };
}

/** An info screen's data: the lead for its status message, the offer for its summary. */
export function useInfoData(): InfoScreenData {
  const lead = useLead();
  const offer = useAppSelector(selectOffer) as Record<string, unknown> | null;
  return { lead, offer };
}

/** A location screen's data: whether the browser refused the position. */
export function useLocationData(): ScreenDataOf<'location'> {
  return { locationDenied: useAppSelector(selectLocationDenied) };
}

/** The quote screen's data: the quotes the server gave. */
export function useQuoteData(): ScreenDataOf<'quote'> {
  return { quotes: useAppSelector(selectQuotes) as ReadonlyArray<Record<string, unknown>> };
}

/** A countdown's data: at zero it takes the screen's first action. */
export function useCountdownData(screen: CountdownScreen, { onAction }: DataHookEnv): ScreenDataOf<'countdown'> {
  const onElapsed = useCallback(() => {
    const first = screen.actions?.[0];
    if (first) onAction(first.id);
  }, [screen, onAction]);
  return { onElapsed };
}

/** The address hand-off's data: the required fields of its call that are empty now (its payload spec says which). */
export function useConfirmAddressData(screen: ConfirmAddressScreen): ScreenDataOf<'confirm-address'> {
  const { programme } = useAppContext();
  return { missingParams: useAppSelector((state) => missingPayloadFields(state, programme, screen), shallowEqual) };
}

/** The error screen's data: the failure shown, and Try again (back to the step the journey is at). */
export function useErrorData(_screen: unknown, { context }: DataHookEnv): ScreenDataOf<'error'> {
  const { programme } = useAppContext();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorBoundary = useAppSelector(selectErrorBoundary);
  const onRetry = useCallback(() => {
    dispatch(errorBoundaryReset());
    navigate(screenPath(programme, resolveResumeScreen(programme, context)), { replace: true });
  }, [dispatch, navigate, programme, context]);
  return { ...(errorBoundary ? { errorInfo: errorBoundary } : {}), onRetry };
}
