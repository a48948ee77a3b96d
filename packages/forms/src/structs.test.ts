import {
  array,
  coerce,
  defaulted,
  type Infer,
  nullable,
  number,
  object,
  optional,
  refine,
  StructError,
  size,
  string,
  trimmed,
  type,
} from 'superstruct';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ruled } from './ruled.js';
import { rulesObject, withRules } from './rules-object.js';
import { rulesStruct } from './rules-struct.js';
import { FORM_KEY, structErrors } from './struct-errors.js';

const errorOf = (result: [StructError, undefined] | [undefined, unknown]) => {
  const [error] = result;
  if (!error) throw new Error('expected a validation error');
  return error;
};

describe('rulesStruct', () => {
  const struct = rulesStruct({ username: 'required|nospace|between:3-20', description: 'required' });

  it('works with is, assert and validate', () => {
    expect(struct.is({ username: 'jane', description: 'x' })).toBe(true);
    expect(struct.is({ username: 'ja', description: 'x' })).toBe(false);
    expect(() => struct.assert({ username: 'jane' })).toThrow('Description is required.');
  });

  it('carries the field as key, the rule as refinement and our message', () => {
    const error = errorOf(struct.validate({ username: 'j d', description: 'x' }));
    expect(error).toBeInstanceOf(StructError);
    expect(error.key).toBe('username');
    expect(error.refinement).toBe('nospace');
    expect(error.failures()[0]?.message).toBe('Enter valid Username. Spaces not allowed.');
    // superstruct prefixes the path on the error itself; structErrors gives the bare message.
    expect(error.message).toBe('At path: username -- Enter valid Username. Spaces not allowed.');
  });

  it('yields one failure per failing field', () => {
    const error = errorOf(struct.validate({ username: '' }));
    expect(error.failures().map((f) => [f.key, f.message])).toEqual([
      ['username', 'Username is required.'],
      ['description', 'Description is required.'],
    ]);
  });

  it('reads a context getter on every validation, so lists may change', () => {
    let taken: string[] = [];
    const unique = rulesStruct({ username: 'unique' }, () => ({ lists: { username: taken } }));
    expect(unique.is({ username: 'bob' })).toBe(true);
    taken = ['bob'];
    expect(structErrors(errorOf(unique.validate({ username: 'bob' })))).toEqual({
      username: 'Username already exists.',
    });
  });

  it('reports a value that is not an object under the form key', () => {
    expect(structErrors(errorOf(struct.validate('nope')))).toEqual({ [FORM_KEY]: expect.any(String) });
  });
});

describe('ruled', () => {
  const User = object({
    username: ruled(string(), 'required|nospace|between:3-20'),
    age: ruled(optional(number()), 'notzero'),
  });

  it('keeps the base type', () => {
    expectTypeOf<Infer<typeof User>>().toEqualTypeOf<{ username: string; age?: number | undefined }>();
  });

  it('says required for a missing value and enter valid for a wrong type', () => {
    expect(structErrors(errorOf(User.validate({})))).toEqual({
      username: 'Username is required.',
      age: 'Choose valid Age',
    });
    expect(structErrors(errorOf(User.validate({ username: 42, age: 3 })))).toEqual({
      username: 'Enter valid Username',
    });
  });

  it("replaces superstruct's own refinement texts but keeps custom ones", () => {
    const Limited = object({
      note: ruled(size(string(), 0, 5), 'nospace'),
      code: ruled(
        refine(string(), 'even', (value) => value.length % 2 === 0 || 'Code needs an even length'),
        'required',
      ),
    });
    expect(structErrors(errorOf(Limited.validate({ note: 'toolong', code: 'abc' })))).toEqual({
      note: 'Enter valid Note',
      code: 'Code needs an even length',
    });
  });

  it('keys nested fields by their path and compares match within the same object', () => {
    const Form = object({
      contacts: array(object({ title: ruled(string(), 'required'), email: ruled(string(), 'email') })),
      pass: object({ password: string(), password_confirmation: ruled(string(), 'match:password') }),
    });
    const error = errorOf(
      Form.validate({
        contacts: [
          { title: 'Office', email: 'a@b.co' },
          { title: '', email: 'bad' },
        ],
        pass: { password: 'a', password_confirmation: 'b' },
      }),
    );
    expect(structErrors(error)).toEqual({
      'contacts.1.title': 'Title is required.',
      'contacts.1.email': 'Email must be a valid email address.',
      'pass.password_confirmation': 'The passwords must be the same!',
    });
  });

  it('keeps the base coercion', () => {
    const Trimmed = object({ username: ruled(trimmed(string()), 'required|nospace') });
    expect(Trimmed.create({ username: '  jane  ' })).toEqual({ username: 'jane' });
    expect(() => Trimmed.create({ username: '   ' })).toThrow('Username is required.');
  });
});

describe('rulesObject', () => {
  const UserBody = rulesObject({
    username: [string(), 'required|nospace|between:3-20'],
    password: [string(), 'required'],
    is_active: number(),
    timezone: optional(nullable(string())),
  });

  it('infers the typed shape', () => {
    expectTypeOf<Infer<typeof UserBody>>().toEqualTypeOf<{
      username: string;
      password: string;
      is_active: number;
      timezone?: string | null | undefined;
    }>();
  });

  it('validates types and rules together', () => {
    expect(UserBody.is({ username: 'jane', password: 'pw', is_active: 1 })).toBe(true);
    expect(structErrors(errorOf(UserBody.validate({ username: 'j', password: '', is_active: 1 })))).toEqual({
      username: 'Username should be between 3 - 20',
      password: 'Password is required.',
    });
  });

  it('passes the context to every ruled field', () => {
    const Login = rulesObject({ username: [string(), 'required|exists'] }, { lists: { username: ['jane'] } });
    expect(Login.is({ username: 'jane' })).toBe(true);
    expect(structErrors(errorOf(Login.validate({ username: 'joe' })))).toEqual({
      username: 'Username does not exist',
    });
  });

  it('masks unknown keys like any object struct', () => {
    expect(UserBody.mask({ username: 'jane', password: 'pw', is_active: 0, extra: true })).toEqual({
      username: 'jane',
      password: 'pw',
      is_active: 0,
    });
  });
});

describe('withRules', () => {
  const Base = object({
    username: string(),
    description: defaulted(string(), ''),
    balance: coerce(number(), string(), Number),
  });
  const Ruled = withRules(Base, { username: 'required|unique' }, { lists: { username: ['taken'] } });

  it('keeps the type, coercion and other fields', () => {
    expectTypeOf<Infer<typeof Ruled>>().toEqualTypeOf<Infer<typeof Base>>();
    expect(Ruled.create({ username: 'jane', balance: '5' })).toEqual({
      username: 'jane',
      description: '',
      balance: 5,
    });
  });

  it('adds the rules to the named fields', () => {
    expect(structErrors(errorOf(Ruled.validate({ username: 'taken', description: '', balance: 0 })))).toEqual(
      {
        username: 'Username already exists.',
      },
    );
  });

  it('keeps the outer refinements and works on type structs', () => {
    const Outer = refine(
      type({ a: string(), b: string() }),
      'different',
      (v) => v.a !== v.b || 'A and B differ',
    );
    const RuledOuter = withRules(Outer, { a: 'required' });
    expect(RuledOuter.is({ a: 'x', b: 'y', extra: 1 })).toBe(true);
    expect(structErrors(errorOf(RuledOuter.validate({ a: 'x', b: 'x' })))).toEqual({
      [FORM_KEY]: 'A and B differ',
    });
    expect(structErrors(errorOf(RuledOuter.validate({ a: '', b: 'x' })))).toEqual({ a: 'A is required.' });
  });

  it('throws on a field the struct does not have', () => {
    expect(() => withRules(Base, { nope: 'required' } as never)).toThrow(
      'withRules: the struct has no field "nope"',
    );
  });
});
