// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, Navigate, resolveLocation, StaticRouter, useLocation, useNavigate, type NavigateFunction } from '../../src/app/router.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe('router (the address bar and history; issue 23: the app without react-router)', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('resolves an address absolute or against the current path, keeping its query', () => {
    expect(resolveLocation('/home?step=2')).toEqual({ pathname: '/home', search: '?step=2', hash: '' });
    expect(resolveLocation('step-2', { pathname: '/other-details/step-1', search: '', hash: '' }).pathname).toBe('/other-details/step-2');
  });

  it('in the page, a move adds a history entry (or replaces it), and Back shows the address before', async () => {
    window.history.replaceState(null, '', '/login');
    let navigate: NavigateFunction = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(<BrowserRouter><Grab /><Where /></BrowserRouter>);
    expect(screen.getByTestId('where').textContent).toBe('/login');
    const entries = window.history.length;
    await act(async () => navigate('/home?x=1'));
    expect(screen.getByTestId('where').textContent).toBe('/home?x=1');
    expect(window.location.pathname + window.location.search).toBe('/home?x=1');
    expect(window.history.length).toBe(entries + 1);
    await act(async () => navigate('/quote', { replace: true }));
    expect(window.location.pathname).toBe('/quote');
    expect(window.history.length).toBe(entries + 1);
    await act(async () => {
      window.history.replaceState(null, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('<Navigate> moves once drawn, in place of the current entry when asked', async () => {
    window.history.replaceState(null, '', '/offer');
    const entries = window.history.length;
    await act(async () => render(<BrowserRouter><Navigate to="/home" replace /><Where /></BrowserRouter>));
    expect(screen.getByTestId('where').textContent).toBe('/home');
    expect(window.history.length).toBe(entries);
  });

  it('a prerendered page sits at its address and refuses to move', () => {
    let navigate: NavigateFunction = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(<StaticRouter location="/gst-verification?token=t"><Grab /><Where /></StaticRouter>);
    expect(screen.getByTestId('where').textContent).toBe('/gst-verification?token=t');
    expect(() => navigate('/home')).toThrow(/prerendered page cannot go to \/home/);
  });
});
