import 'server-only';
import { z } from 'zod';
import { UpstreamError, type UpstreamApi } from './errors';
import { logDroppedItem, logInvalidItem } from './log';

/** One page of a paged collection: the total and the items of this page. */
export interface Page<T> {
  count: number;
  items: T[];
}

const listEnvelope = z.object({ count: z.number().int().nonnegative(), results: z.array(z.unknown()) });

interface Source {
  api: UpstreamApi;
  path: string;
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`);
}

/** A list whose envelope is wrong is a failure; an item that fails its schema is left out. */
export function parseList<T>(body: unknown, itemSchema: z.ZodType<T>, source: Source): Page<T> {
  const envelope = listEnvelope.safeParse(body);
  if (!envelope.success) {
    throw new UpstreamError('Unexpected list response', { ...source, cause: envelope.error });
  }
  const items: T[] = [];
  envelope.data.results.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (item.success) items.push(item.data);
    else logDroppedItem({ source: source.path, index, issues: issuesOf(item.error) });
  });
  return { count: envelope.data.count, items };
}

/** An item comes bare or as `{"data": {...}}`; one that fails its schema is unavailable, never half-rendered. */
export function parseDetail<T>(body: unknown, schema: z.ZodType<T>, source: Source): T {
  const unwrapped =
    body && typeof body === 'object' && !('id' in body) && 'data' in body ? (body as { data: unknown }).data : body;
  const item = schema.safeParse(unwrapped);
  if (!item.success) {
    logInvalidItem({ source: source.path, issues: issuesOf(item.error) });
    throw new UpstreamError('Invalid item in response', { ...source, cause: item.error });
  }
  return item.data;
}
