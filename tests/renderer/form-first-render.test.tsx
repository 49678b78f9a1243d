// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import CoreForm from '@rjsf/core';
import { FormScreen } from '../../src/renderer/screens/form-screen.tsx';
import { theme } from '../../src/renderer/shell/theme.ts';
import { loadForm, loadProgramme, makeScreenProps, renderWithTheme } from './helpers.tsx';

afterEach(cleanup);

const programme = loadProgramme();
const ADDRESS_FIELDS = [/Address line 1/, /Address line 2/, /Landmark/, /Pincode/, /^City/, /^State/, /^Country/];

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never: ${what}`);
}

describe("a form screen's first render", () => {
  it('a store update that re-renders the screen with the same form, actions and state draws no part of the form again', async () => {
    const { validator } = await loadForm(programme, 'other-details-2');
    const props = makeScreenProps<'form'>('other-details-2', { data: { validator } });
    const renders = vi.spyOn(CoreForm.prototype, 'render');
    const view = renderWithTheme(<FormScreen {...props} />);
    expect(screen.getByLabelText(/Address line 1/)).toBeTruthy();
    const afterMount = renders.mock.calls.length;
    expect(afterMount).toBeGreaterThan(0);
    // the screen's host hands over its data in a new object on each render (another slice of the store changed)
    view.rerender(<FormScreen {...props} data={{ ...props.data }} />);
    view.rerender(<FormScreen {...props} data={{ ...props.data }} />);
    expect(renders.mock.calls.length).toBe(afterMount);
    // what the form is given does change: it is drawn again
    view.rerender(<FormScreen {...props} data={{ ...props.data }} pending={{ save: true }} />);
    expect(renders.mock.calls.length).toBeGreaterThan(afterMount);
    renders.mockRestore();
  });

  it('draws the form in steps, the first field usable at once, and what is typed there stays as the others arrive', async () => {
    const { validator } = await loadForm(programme, 'other-details-2');
    const props = makeScreenProps<'form'>('other-details-2', { data: { validator } });
    // React's own scheduler, as in a browser: the background renders are not flushed by act()
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      root.render(
        <ThemeProvider theme={theme}>
          <FormScreen {...props} />
        </ThemeProvider>,
      );
      await until(() => screen.queryByLabelText(/Address line 1/) !== null, 'the first field drawn');
      const first = screen.getByLabelText(/Address line 1/) as HTMLInputElement;
      // the first step holds fewer than the form's fields
      expect(screen.queryByLabelText(/^Country/)).toBeNull();
      fireEvent.change(first, { target: { value: '12 MG Road' } });
      await until(
        () => screen.queryByRole('checkbox', { name: /Permanent address is the same/ }) !== null,
        'the last field drawn',
      );
      for (const label of ADDRESS_FIELDS) expect(screen.getAllByLabelText(label)).toHaveLength(1);
      expect(first.isConnected).toBe(true);
      expect(first.value).toBe('12 MG Road');
      // drawn in full, the form no longer holds a screen's height
      expect((first.closest('.journey-object') as HTMLElement).style.minHeight).toBe('');
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
