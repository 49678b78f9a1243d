import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DataHook } from '../../src/app/screen-data/data-hook-env.ts';
import { screenDataHooks } from '../../src/app/screen-data/data-hooks.ts';
import type { ScreenKind } from '../../src/engine/screen-types.ts';
import { SCREEN_KINDS } from '../../src/engine/vocabulary.ts';
import type { FormScreenData, ScreenDataOf, ScreenProps } from '../../src/renderer/screens/screen-props.ts';

// What each kind of screen is given is a type: these lines are checked by `tsc` (tsconfig includes tests), so a
// kind given another kind's data, or a kind without a data hook, fails the type check (each @ts-expect-error
// below fails tsc the day its line compiles).
describe('screen data is typed per kind', () => {
  it('a home screen is given its lead and the Edit link, and no form validator', () => {
    expectTypeOf<ScreenDataOf<'home'>>().toHaveProperty('onEditCard');
    expectTypeOf<ScreenDataOf<'home'>>().not.toHaveProperty('validator');
    expectTypeOf<ScreenProps<'home'>['data']>().not.toHaveProperty('quotes');
    // @ts-expect-error a home screen's data has no validator
    const home: ScreenDataOf<'home'> = { lead: null, onEditCard: () => undefined, validator: undefined };
    expect(Object.keys(home)).toContain('onEditCard');
  });

  it('a form screen is given its form, draft and pincode lookup, and no offer or quotes', () => {
    expectTypeOf<ScreenProps<'form'>['data']>().toEqualTypeOf<FormScreenData>();
    expectTypeOf<ScreenDataOf<'form'>>().not.toHaveProperty('offer');
    expectTypeOf<ScreenDataOf<'form'>>().not.toHaveProperty('quotes');
    expectTypeOf<ScreenDataOf<'offer'>>().toHaveProperty('offerStatus');
    expectTypeOf<ScreenDataOf<'offer'>>().not.toHaveProperty('onPincodeLookup');
  });

  it('a kind that reads nothing from the app is given nothing', () => {
    // @ts-expect-error a redirect screen is given no lead
    const redirect: ScreenDataOf<'redirect'> = { lead: null };
    expect(redirect).toEqual({ lead: null });
  });

  it('every kind of the vocabulary has a data hook, typed by its kind', () => {
    expect(Object.keys(screenDataHooks).sort()).toEqual([...SCREEN_KINDS].sort());
    expectTypeOf(screenDataHooks.quote).returns.toEqualTypeOf<ScreenDataOf<'quote'>>();
    const { home: _home, ...withoutHome } = screenDataHooks;
    // @ts-expect-error a table of hooks without the home kind's does not type-check
    const table: { readonly [K in ScreenKind]: DataHook<K> } = withoutHome;
    expect(Object.keys(table)).not.toContain('home');
  });
});
