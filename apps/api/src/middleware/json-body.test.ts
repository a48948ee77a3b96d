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
const send = (text: string, contentType?: string) =>
  app.request('/', {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    body: text,
  });
const post = (value: unknown, contentType = 'application/json') => send(JSON.stringify(value), contentType);

describe('jsonBody', () => {
  it('hands the coerced body to the handler', async () => {
    const res = await post({ name: 'Ada', age: '36' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', age: 36 });
  });

  it('accepts a charset and the +json family', async () => {
    expect((await post({ name: 'Ada', age: 1 }, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await post({ name: 'Ada', age: 1 }, 'application/merge-patch+json')).status).toBe(200);
  });

  it('answers 422 with every failing field and its first message', async () => {
    const res = await post({ name: 'A', age: 'old' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Name should be between 2 - 10 (and 1 more error)',
      errors: { name: ['Name should be between 2 - 10'], age: [expect.any(String)] },
    });
  });

  it('answers 400 for another content type, or none', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await send(JSON.stringify({ name: 'Ada', age: 1 }), contentType);
      expect([contentType, res.status]).toEqual([contentType, 400]);
      expect(await res.json()).toEqual({
        message: 'The request body must be JSON (Content-Type: application/json).',
      });
    }
  });

  it('answers 400 for malformed JSON and for an empty body', async () => {
    for (const text of ['{"name":', '']) {
      const res = await send(text, 'application/json');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
    }
  });
});
