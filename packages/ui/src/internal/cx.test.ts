import { cx } from './cx';

describe('cx', () => {
  it('joins the classes that apply, in order, and skips false, null, undefined and empty', () => {
    expect(cx('root', false, 'open', null, undefined, '', 'caller')).toBe('root open caller');
  });

  it('gives an empty string when nothing applies', () => {
    expect(cx(false, undefined)).toBe('');
  });
});
