import { z } from 'zod';

/** The OpenAPI 3.1 description of the REST paths, which the api generates from its route table. */
export const openApiDocumentUrl = '/api/openapi.json';

/** A REST path as the page lists it. */
export interface RestPathRow {
  method: string;
  path: string;
  /** Who may call it, in words ("Public", "Database (esvd)"). */
  access: string;
  summary: string;
}

export interface RestPathGroup {
  tag: string;
  description: string;
  rows: RestPathRow[];
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

const operation = z.object({ summary: z.string(), 'x-access': z.string(), tags: z.array(z.string()).default([]) });

/** The few parts of /api/openapi.json the list shows; anything else in the document is left alone. */
const openApiDocument = z.object({
  tags: z.array(z.object({ name: z.string(), description: z.string().default('') })).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The document's operations grouped by tag, in the document's tag order, each group in path order. */
export function restPathGroups(document: unknown): RestPathGroup[] {
  const { tags, paths } = openApiDocument.parse(document);
  const groups = new Map<string, RestPathGroup>(
    tags.map((tag) => [tag.name, { tag: tag.name, description: tag.description, rows: [] }]),
  );
  for (const [path, item] of Object.entries(paths)) {
    for (const method of methods) {
      if (!(method in item)) continue;
      const {
        summary,
        tags: [tag = 'Other'],
        'x-access': access,
      } = operation.parse(item[method]);
      if (!groups.has(tag)) groups.set(tag, { tag, description: '', rows: [] });
      groups.get(tag)!.rows.push({ method: method.toUpperCase(), path, access, summary });
    }
  }
  return [...groups.values()].filter((group) => group.rows.length > 0);
}

/** The groups' rows whose method, path, access or summary contain every word of `text`, in any case. */
export function findRestPaths(groups: readonly RestPathGroup[], text: string): RestPathGroup[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...groups];
  const matches = (row: RestPathRow) => {
    const haystack = `${row.method} ${row.path} ${row.access} ${row.summary}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter(matches) }))
    .filter((group) => group.rows.length > 0);
}
