import type { ContentVersion } from '../../lib/content-version.ts';
import { createReadModel } from '../../lib/read-model.ts';
import type { CatalogRepository } from './repository.ts';

type ReferenceRows = Awaited<ReturnType<CatalogRepository['loadReferences']>>;
/** A document a service asks for, as the catalogue keeps it (retired ones included). */
export type ServiceDocument = ReferenceRows['documentRows'][number];

export interface CatalogReferences {
  /** The names of these services (published or not), by id; ids that name no service are left out. */
  serviceNamesOf(ids: readonly number[]): Promise<Map<number, string>>;
  /**
   * The documents a request for `serviceId` made at `asOf` asks for: the service's current list,
   * plus those staff removed after `asOf` (a request keeps the list it was made with), in the
   * catalogue's order.
   */
  requiredDocumentsOf(serviceId: number, asOf: Date): Promise<ServiceDocument[]>;
}

interface ReferenceModel {
  names: Map<number, string>;
  documents: Map<number, ServiceDocument[]>;
}

/** The lookups of `CatalogReferences` over rows as `loadReferences` answers them (in display order). */
export function buildReferences({ serviceRows, documentRows }: ReferenceRows): ReferenceModel {
  const documents = new Map<number, ServiceDocument[]>();
  for (const d of documentRows) {
    const list = documents.get(d.serviceId);
    if (list) list.push(d);
    else documents.set(d.serviceId, [d]);
  }
  return { names: new Map(serviceRows.map((s) => [s.id, s.name])), documents };
}

export function namesIn(model: ReferenceModel, ids: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const id of ids) {
    const name = model.names.get(id);
    if (name !== undefined) out.set(id, name);
  }
  return out;
}

export function documentsIn(model: ReferenceModel, serviceId: number, asOf: Date): ServiceDocument[] {
  return (model.documents.get(serviceId) ?? []).filter((d) => d.retiredAt === null || d.retiredAt > asOf);
}

/**
 * What other modules need to name the catalogue's entries in their own records (requests and
 * payments): every service's name and every document a service asks or asked for. Held in memory
 * like the public catalogue (rebuilt when the content version moves), so naming a list costs no
 * query at all.
 */
export function createCatalogReferences(
  repo: Pick<CatalogRepository, 'loadReferences'>,
  version: ContentVersion,
): CatalogReferences {
  const model = createReadModel(version, async () => buildReferences(await repo.loadReferences()));
  return {
    async serviceNamesOf(ids) {
      return namesIn(await model.get(), ids);
    },
    async requiredDocumentsOf(serviceId, asOf) {
      return documentsIn(await model.get(), serviceId, asOf);
    },
  };
}
