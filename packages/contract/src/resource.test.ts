import { object, string } from 'superstruct';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type BodyOf, type ResponseOf, returns } from './endpoint.js';
import { endpoints } from './endpoints.js';
import type { IdResponse, PbxUser } from './entities/pbx.js';
import { defineResource } from './resource.js';
import { extensionResource, pbxUserResource } from './resources/pbx.js';

interface Note {
  id: number;
  title: string;
}

const notes = defineResource({
  name: 'Note',
  plural: 'Notes',
  key: 'notes',
  noun: { id: 'test.noun.note', defaultMessage: 'note' },
  entity: returns<Note>(),
  path: '/admin/notes',
  create: object({ title: string() }),
  update: object({ title: string() }),
  title: 'title',
  columns: [{ id: 'title', field: 'title', searchable: true }],
  clone: true,
  auth: 'user',
});

describe('defineResource', () => {
  it('derives the five operations, and search and clone only where declared', () => {
    expect(Object.keys(notes.endpoints)).toEqual([
      'listNotes',
      'getNote',
      'createNote',
      'updateNote',
      'deleteNote',
      'cloneNote',
    ]);
    expect(notes.endpoints.cloneNote).toMatchObject({
      method: 'POST',
      path: '/admin/notes/:id/clone',
      auth: 'user',
    });
    expect(notes.endpoints.getNote).toMatchObject({
      method: 'GET',
      path: '/admin/notes/:id',
      body: undefined,
    });
    expect(notes.names).toMatchObject({ list: 'listNotes', clone: 'cloneNote' });
    expect(notes).toMatchObject({ updateVerb: 'edited', toggle: false, bulkDelete: false, export: true });
    expect('searchNotes' in notes.endpoints).toBe(false);
  });

  it('keeps the PBX entries the table always had, defaulting to the verified level', () => {
    expect(Object.keys(pbxUserResource.endpoints)).toEqual([
      'listPbxUsers',
      'getPbxUser',
      'createPbxUser',
      'updatePbxUser',
      'deletePbxUser',
      'searchPbxUsers',
    ]);
    expect(endpoints.searchPbxUsers).toMatchObject({
      method: 'POST',
      path: '/admin/xpbx/user/search',
      auth: 'verified',
    });
    expect(endpoints.deleteExtension).toMatchObject({ method: 'DELETE', path: '/admin/xpbx/extension/:id' });
    expect(endpoints.createExtension.body).toBe(extensionResource.create);
  });

  it('types the derived entries by name', () => {
    expectTypeOf<ResponseOf<typeof endpoints.getPbxUser>>().toEqualTypeOf<PbxUser[]>();
    expectTypeOf<ResponseOf<typeof endpoints.deletePbxUser>>().toEqualTypeOf<IdResponse>();
    expectTypeOf<BodyOf<typeof notes.endpoints.createNote>>().toEqualTypeOf<{ title: string }>();
    expectTypeOf(endpoints.updateExtension.path).toEqualTypeOf<'/admin/xpbx/extension/:id'>();
    // @ts-expect-error no search was declared for notes
    notes.endpoints.searchNotes;
  });
});
