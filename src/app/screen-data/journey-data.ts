import { useCallback } from 'react';
import { shallowEqual } from 'react-redux';
import type { ConfirmAddressScreen, CountdownScreen, HomeScreen } from '../../engine/screen-types.ts';
import type { Step } from '../../engine/types.ts';
import type {
  HomeScreenData,
  InfoScreenData,
  NoScreenData,
  ScreenDataOf,
} from '../../renderer/screens/screen-props.ts';
import { errorBoundaryReset, navigationTriggered } from '../../store/events.ts';
import {
  selectErrorBoundary,
  selectLead,
  selectLocationDenied,
  selectOffer,
  selectQuotes,
} from '../../store/selectors.ts';
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
export function useHomeData(screen: HomeScreen): HomeScreenData {
  const dispatch = useAppDispatch();
  const lead = useLead();
  const onEditCard = useCallback(
    (card: Step) => {
      if (card.edit) dispatch(navigationTriggered({ kind: 'card-edit', screenId: screen.id, cardId: card.id }));
    },
    [dispatch, screen.id],
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
export function useErrorData(): ScreenDataOf<'error'> {
  const dispatch = useAppDispatch();
  const errorBoundary = useAppSelector(selectErrorBoundary);
  const onRetry = useCallback(() => {
    dispatch(errorBoundaryReset());
    dispatch(navigationTriggered({ kind: 'resume' }));
  }, [dispatch]);
  return { ...(errorBoundary ? { errorInfo: errorBoundary } : {}), onRetry };
}
