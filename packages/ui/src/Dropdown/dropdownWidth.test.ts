import { dropdownWidth } from './dropdownWidth';

describe('dropdownWidth', () => {
  it('is the longest label length times 10 px', () => {
    expect(dropdownWidth(['Sales', 'Support department', 'Billing'])).toBe(180);
  });

  it('never goes below 10 characters, even for short or no labels', () => {
    expect(dropdownWidth(['en', 'de'])).toBe(100);
    expect(dropdownWidth([])).toBe(100);
  });

  it('never goes above 30 characters', () => {
    expect(dropdownWidth(['America/Argentina/ComodRivadavia (UTC−03:00)'])).toBe(300);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(dropdownWidth(['😀'.repeat(12)])).toBe(120);
  });
});
