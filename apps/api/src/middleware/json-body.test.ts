import { ruled } from '@switchboard/forms';
import { Hono } from 'hono';
import { coerce, integer, object, pattern, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './json-body.js';

const body = object({
  name: ruled(string(), 'required|between:2-10'),
  age: coerce(integer(), pattern(string(), /^\d+$/), Number),
});

const app = new Hono().post('/', jsonBody(body), (c) => c.json(c.req.valid('json')));
const post = (value: unknown, contentType = 'application/json') =>
  app.request('/', { method: 'POST', headers: { 'Content-Type': contentType }, body: JSON.stringify(value) });

describe('jsonBody', () => {
  it('hands the coerced body to the handler', async () => {
    const res = await post({ name: 'Ada', age: '36' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', age: 36 });
  });

  it('answers 422 with every failing field and its first message', async () => {
    const res = await post({ name: 'A', age: 'old' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Name should be between 2 - 10 (and 1 more error)',
      errors: { name: ['Name should be between 2 - 10'], age: [expect.any(String)] },
    });
  });

  it('treats a non-JSON request as an empty body', async () => {
    const res = await post({ name: 'Ada', age: 1 }, 'text/plain');
    expect(res.status).toBe(422);
    const json = (await res.json()) as { errors: Record<string, string[]> };
    expect(json.errors.name).toEqual(['Name is required.']);
  });
});
