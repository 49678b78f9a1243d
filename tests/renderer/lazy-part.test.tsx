// @vitest-environment jsdom
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/renderer/lazy-part.tsx';
import { theme } from '../../src/renderer/shell/theme.ts';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A part whose module resolves only when the test says so, counting its loads. */
function deferred<P>(Part: ComponentType<P>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { loads: 0, release };
  const load = async () => {
    state.loads += 1;
    await gate;
    return Part;
  };
  return { load, state };
}

describe('lazyPart', () => {
  it('renders at once, without suspending, once preloaded; loads once', async () => {
    const { load, state } = deferred(Hello);
    const Part = lazyPart(load);
    const preloading = Part.preload();
    state.release();
    await preloading;
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(state.loads).toBe(1);
  });

  it('suspends on a first render before it is loaded, then shows the part', async () => {
    const { load, state } = deferred(Hello);
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => state.release());
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
  });

  it('keeps its state over a re-render after loading (it is not mounted again)', async () => {
    let mounts = 0;
    function Counter() {
      useEffect(() => void (mounts += 1), []);
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button>;
    }
    const { load, state } = deferred(Counter);
    const Part = lazyPart(load);
    let rerender: (n: number) => void = () => {};
    function Parent() {
      const [n, setN] = useState(0);
      rerender = setN;
      return (
        <Suspense fallback={<p>loading</p>}>
          <span>{n}</span>
          <Part />
        </Suspense>
      );
    }
    render(<Parent />);
    await act(async () => state.release());
    await act(async () => (await screen.findByText('clicked 0')).click());
    act(() => rerender(1));
    expect(screen.getByText('clicked 1')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('draws a themed part inside the MUI scope (the journey theme)', async () => {
    function Primary() {
      return <p>{useTheme().palette.primary.main}</p>;
    }
    const Part = lazyPart(async () => Primary, { themed: true });
    await Part.preload();
    render(<Part />);
    expect(screen.getByText(theme.palette.primary.main)).toBeTruthy();
  });

  it('draws the fallback when the part cannot be downloaded', async () => {
    const Part = lazyPart<{ name: string }>(() => Promise.reject(new Error('offline')), {
      fallback: ({ name }) => <p>plain {name}</p>,
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(await screen.findByText('plain Asha')).toBeTruthy();
  });
});
