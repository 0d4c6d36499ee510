import { describe, expect, it } from 'vitest';
import { pageInfoFor } from './pager';

describe('pageInfoFor (a loader answer that carries only its total)', () => {
  it('reads the page and page size the query asked for', () => {
    expect(pageInfoFor({ page: '3', pageSize: '10' }, 42)).toEqual({ page: 3, pageSize: 10, total: 42 });
  });

  it('uses the shared defaults (page 1 of 25) when the query names neither', () => {
    expect(pageInfoFor({}, 0)).toEqual({ page: 1, pageSize: 25, total: 0 });
  });

  it('falls back to the defaults for a value the shared page rule refuses', () => {
    expect(pageInfoFor({ page: '0', pageSize: '500' }, 7)).toEqual({ page: 1, pageSize: 25, total: 7 });
  });
});
