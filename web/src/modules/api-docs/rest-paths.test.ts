import { describe, expect, it } from 'vitest';

import { findRestPaths, restPathGroups } from './rest-paths.ts';

const document = {
  openapi: '3.1.0',
  tags: [
    { name: 'Valuations', description: 'Search the records.' },
    { name: 'Accounts', description: 'Sign-in.' },
    { name: 'Unused', description: 'No operation.' },
  ],
  paths: {
    '/api/account/login': {
      post: { summary: 'Sign in with a password', 'x-access': 'Public', tags: ['Accounts'], responses: {} },
    },
    '/api/esvds/{id}': {
      get: { summary: 'One value record', 'x-access': 'Signed in', tags: ['Valuations'] },
      delete: { summary: 'Delete a value record', 'x-access': 'Signed in', tags: ['Valuations'] },
    },
    '/api/esvds/totalcount': {
      get: { summary: 'Number of value records', 'x-access': 'Public', tags: ['Valuations'] },
    },
    '/api/new': { get: { summary: 'Not tagged', 'x-access': 'Public' } },
  },
};

describe('restPathGroups', () => {
  it('lists each operation under its tag, tags in the document order, untagged ones last, empty tags left out', () => {
    expect(restPathGroups(document)).toEqual([
      {
        tag: 'Valuations',
        description: 'Search the records.',
        rows: [
          { method: 'GET', path: '/api/esvds/{id}', access: 'Signed in', summary: 'One value record' },
          { method: 'DELETE', path: '/api/esvds/{id}', access: 'Signed in', summary: 'Delete a value record' },
          { method: 'GET', path: '/api/esvds/totalcount', access: 'Public', summary: 'Number of value records' },
        ],
      },
      {
        tag: 'Accounts',
        description: 'Sign-in.',
        rows: [{ method: 'POST', path: '/api/account/login', access: 'Public', summary: 'Sign in with a password' }],
      },
      {
        tag: 'Other',
        description: '',
        rows: [{ method: 'GET', path: '/api/new', access: 'Public', summary: 'Not tagged' }],
      },
    ]);
  });

  it('refuses a document without paths', () => {
    expect(() => restPathGroups({ openapi: '3.1.0' })).toThrow();
  });
});

describe('findRestPaths', () => {
  const groups = restPathGroups(document);

  it('keeps the rows holding every word, in any case, and drops groups left empty', () => {
    expect(findRestPaths(groups, 'esvds PUBLIC')).toEqual([
      {
        tag: 'Valuations',
        description: 'Search the records.',
        rows: [{ method: 'GET', path: '/api/esvds/totalcount', access: 'Public', summary: 'Number of value records' }],
      },
    ]);
    expect(findRestPaths(groups, 'delete').flatMap((group) => group.rows.map((row) => row.summary))).toEqual([
      'Delete a value record',
    ]);
    expect(findRestPaths(groups, 'nothing like this')).toEqual([]);
  });

  it('keeps everything for blank text', () => {
    expect(findRestPaths(groups, '  ')).toEqual(groups);
  });
});
