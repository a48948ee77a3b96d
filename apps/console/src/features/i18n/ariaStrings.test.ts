import { ariaStringTable, loadAriaStrings } from './ariaStrings';

type Added = [string, Record<string, unknown>][];

describe('react-aria strings by language', () => {
  it('gives a table loaded before the language its strings when the language loads', async () => {
    const added: Added = [];
    ariaStringTable('react-aria/datepicker', (tag, strings) => added.push([tag, strings]));
    expect(added).toEqual([]);
    await loadAriaStrings('ar');
    expect(added.map(([tag]) => tag)).toEqual(['ar-AE']);
    expect(added[0]?.[1].day).toBe('يوم');
  });

  it('gives a table loaded later the languages already loaded, at once', () => {
    const added: Added = [];
    ariaStringTable('react-aria/combobox', (tag, strings) => added.push([tag, strings]));
    expect(added.map(([tag]) => tag)).toEqual(['ar-AE']);
    expect(added[0]?.[1].buttonLabel).toBe('عرض المقترحات');
  });

  it('needs nothing for English, nor for a language react-aria lacks', async () => {
    const added: Added = [];
    ariaStringTable('react-aria/spinbutton', (tag, strings) => added.push([tag, strings]));
    await loadAriaStrings('en');
    await loadAriaStrings('bn');
    expect(added.map(([tag]) => tag)).toEqual(['ar-AE']);
  });
});
