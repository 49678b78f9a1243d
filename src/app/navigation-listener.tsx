import { useEffect } from 'react';
import { screenPath } from '../engine/navigation.ts';
import { navigationCompleted } from '../store/events.ts';
import { selectNavigation } from '../store/selectors.ts';
import { useAppLocation } from './app-location.tsx';
import { useAppContext } from './programme-context.ts';
import { useAppDispatch, useAppSelector } from './store-hooks.ts';

/** Reducers never navigate: the store asks for a screen and this performs the request once (spec: app reacts to state). */
export function NavigationListener() {
  const { programme } = useAppContext();
  const request = useAppSelector(selectNavigation);
  const { navigate } = useAppLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!request) return;
    navigate(screenPath(programme, request.screenId, request.query), { replace: request.replace });
    dispatch(navigationCompleted(request.seq));
  }, [request, navigate, dispatch, programme]);
  return null;
}
