// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { JourneyGraph } from '../../src/engine/graph.ts';
import { JourneyMap } from '../../src/playground/journey-map.tsx';

// jsdom has no ResizeObserver: the map's viewport is measured once
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

// a small map: the shipped ones are covered by map-edit.test.ts, and jsdom is slow over 30 screens
const graph: JourneyGraph = {
  programme: 'p',
  roots: ['login'],
  nodes: [
    { id: 'login', route: '/login', title: 'Login', kind: 'form', terminal: false },
    { id: 'home', route: '/home', title: 'Home', kind: 'home', terminal: false },
    { id: 'done', route: '/done', title: 'Done', kind: 'info', terminal: true },
  ],
  edges: [
    {
      from: 'login',
      to: 'home',
      kind: 'action',
      label: 'Verify OTP',
      rule: { var: 'user.isAuthenticated' },
      source: {
        file: 'journey-config/programmes/p/screens/login.json',
        pointer: '/actions/1/next/0',
        rule: '/actions/1/next/0/when',
      },
    },
    {
      from: 'home',
      to: 'done',
      kind: 'card',
      label: 'Finish: Start',
      source: { file: 'journey-config/programmes/p/programme.json', pointer: '/steps/0/start' },
    },
  ],
  unreachable: [],
  deadEnds: [],
  dangling: [],
};

describe('JourneyMap editing', () => {
  it('stays read-only without the editing props: a picture whose screens open', () => {
    const onOpen = vi.fn();
    render(<JourneyMap graph={graph} onOpen={onOpen} />);
    expect(screen.getByRole('img', { name: 'Journey map of p' })).toBeTruthy();
    expect(document.querySelector('[data-link-handle]')).toBeNull();
    expect(document.querySelector('[data-edge][role=button]')).toBeNull();
  });

  it('gives a transition, with where it is written, on Enter on its line', () => {
    const onSelectTransition = vi.fn();
    render(<JourneyMap graph={graph} onOpen={vi.fn()} onSelectTransition={onSelectTransition} />);
    const map = within(screen.getByRole('group', { name: 'Journey map of p' }));
    fireEvent.keyDown(
      map.getByRole('button', { name: 'Edit transition login → home (action): Verify OTP | user.isAuthenticated' }),
      { key: 'Enter' },
    );
    expect(onSelectTransition).toHaveBeenCalledWith({
      from: 'login',
      to: 'home',
      kind: 'action',
      label: 'Verify OTP',
      source: graph.edges[0]!.source,
    });
    fireEvent.click(map.getByRole('button', { name: 'Edit transition home → done (card): Finish: Start' }));
    expect(onSelectTransition).toHaveBeenLastCalledWith({
      from: 'home',
      to: 'done',
      kind: 'card',
      label: 'Finish: Start',
      source: { file: 'journey-config/programmes/p/programme.json', pointer: '/steps/0/start' },
    });
    // the table offers every transition too
    fireEvent.click(screen.getByRole('table', { name: 'Transitions' }).querySelectorAll('button')[0]!);
    expect(onSelectTransition).toHaveBeenLastCalledWith(expect.objectContaining({ from: 'login', to: 'home' }));
  });

  it('adds a transition by keyboard: "add transition from" a screen, then the screen it goes to', () => {
    const onAddTransition = vi.fn();
    const onOpen = vi.fn();
    render(<JourneyMap graph={graph} onOpen={onOpen} onAddTransition={onAddTransition} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add transition from login' }), { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Adding a transition from login: choose the screen it goes to/,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: /^Add transition from login to home\b/ }), { key: 'Enter' });
    expect(onAddTransition).toHaveBeenCalledWith('login', 'home');
    expect(onOpen).not.toHaveBeenCalled();
    // the next press on a screen opens it again
    fireEvent.click(screen.getByRole('button', { name: /^Open screen home\b/ }));
    expect(onOpen).toHaveBeenCalledWith('home');
  });

  it('gives the adding up on Escape', () => {
    const onAddTransition = vi.fn();
    render(<JourneyMap graph={graph} onOpen={vi.fn()} onAddTransition={onAddTransition} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add transition from login' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText(/^Journey map view/), { key: 'Escape' });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: /^Open screen home\b/ })).toBeTruthy();
  });
});
