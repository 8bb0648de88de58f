import { describe, expect, it } from 'vitest';
import { displayNameProblem, foldDisplayName, FOLD_FROM, FOLD_TO } from './display-name-rules';

describe('the display-name fold', () => {
  it('makes case, separators and look-alikes one name', () => {
    const one = ['Quiet Otter', 'quiet_otter', 'QUIET-0TTER', 'Qu1et Otter', 'QUlET  OTTER', 'q-u-i-e-t-o-t-t-e-r'];
    expect(new Set(one.map(foldDisplayName))).toEqual(new Set([foldDisplayName('quietotter')]));
    expect(foldDisplayName('Bill 2008')).toBe(foldDisplayName('BiII ZOOB'));
    expect(foldDisplayName('Sam 5')).toBe(foldDisplayName('5am S'));
  });

  it('keeps names apart that differ in anything else', () => {
    const apart = [
      'Quiet Otter',
      'Quiet Ottar',
      'Quiet Otters',
      'Quiet Otter 3',
      'Calm Otter',
      'Otter Quiet',
      'Quiet Otter 4',
      'Quiet Otter 7',
    ];
    expect(new Set(apart.map(foldDisplayName)).size).toBe(apart.length);
  });

  it('maps each look-alike to one letter and drops every separator', () => {
    expect(FOLD_FROM.length - FOLD_TO.length).toBe(3);
    expect(foldDisplayName('0O1lIi2Z5S8B')).toBe('oollllzzssbb');
    expect(foldDisplayName(' _-')).toBe('');
    // Only ASCII is folded, exactly as SQL's translate() does; other characters pass through.
    expect(foldDisplayName('ÉİKß')).toBe('Éİkß');
  });

  it('still refuses names of the wrong shape', () => {
    expect(displayNameProblem('Quiet-0tter')).toBeNull();
    for (const name of ['ab', 'x'.repeat(21), 'émile', 'a<b>c']) expect(displayNameProblem(name)).toMatch(/^A display name has/);
  });
});
