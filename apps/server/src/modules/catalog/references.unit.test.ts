import { describe, expect, it } from 'vitest';
import { buildReferences, documentsIn, namesIn, type ServiceDocument } from './references.ts';

const at = (iso: string) => new Date(iso);
function doc(id: number, serviceId: number, retiredAt: Date | null = null): ServiceDocument {
  return {
    id,
    serviceId,
    name: `Document ${id}`,
    mandatory: id % 2 === 1,
    documentType: 'Document',
    sortOrder: 0,
    documentKindId: null,
    retiredAt,
    createdAt: at('2026-01-01T00:00:00Z'),
  };
}

const model = buildReferences({
  serviceRows: [
    { id: 1, name: 'GST Registration' },
    { id: 2, name: 'ITR Filing' },
    { id: 3, name: 'Unpublished service' },
  ],
  // In display order, as loadReferences answers them.
  documentRows: [doc(11, 1), doc(10, 1), doc(12, 1, at('2026-06-01T00:00:00Z')), doc(20, 2)],
});

describe('catalog references: service names', () => {
  it('names each service asked for once, whatever the duplicates, and leaves out ids that name nothing', () => {
    const names = namesIn(model, [2, 1, 2, 999, 1]);
    expect([...names.entries()]).toEqual([
      [2, 'ITR Filing'],
      [1, 'GST Registration'],
    ]);
    expect(names.has(999)).toBe(false);
  });

  it('answers an empty map for an empty list', () => {
    expect(namesIn(model, []).size).toBe(0);
  });
});

describe('catalog references: the documents a request asks for', () => {
  it("keeps the catalogue's order and a document retired after the request was made", () => {
    expect(documentsIn(model, 1, at('2026-05-01T00:00:00Z')).map((d) => d.id)).toEqual([11, 10, 12]);
  });

  it('drops a document retired before (or at) the time the request was made', () => {
    expect(documentsIn(model, 1, at('2026-06-01T00:00:00Z')).map((d) => d.id)).toEqual([11, 10]);
    expect(documentsIn(model, 1, at('2026-07-01T00:00:00Z')).map((d) => d.id)).toEqual([11, 10]);
  });

  it('answers no documents for a service without any or one that does not exist', () => {
    expect(documentsIn(model, 3, at('2026-05-01T00:00:00Z'))).toEqual([]);
    expect(documentsIn(model, 999, at('2026-05-01T00:00:00Z'))).toEqual([]);
  });
});
