import { describe, expect, it } from 'vitest';
import { readSelection, writeSelection } from '../../src/playground/selection.ts';

describe('selection in the URL', () => {
  it.each([
    ['', {}],
    ['?programme=p', { programme: 'p' }],
    ['?programme=p&screen=s', { programme: 'p', screen: 's' }],
  ])('%s', (search, selection) => {
    expect(readSelection(search)).toEqual(selection);
    expect(readSelection(writeSelection(selection))).toEqual(selection);
  });
});
