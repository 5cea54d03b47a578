import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { COLLECTIONS, collectionTags, itemTag } from '@/lib/upstream/tags';

/*
 * The rules of the on-demand revalidation hook (app/api/revalidate/route.ts), kept apart
 * from the route so that they can be tested without a server.
 */

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries the secret as a bearer token. Both sides are
 * hashed first, so the comparison takes the same time whatever the header holds, its
 * length included.
 */
export function hasSecret(authorization: string | null, secret: string): boolean {
  const token = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(token), digest(secret));
}

const targetSchema = z
  .object({
    collection: z.enum(COLLECTIONS),
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

export type RevalidationTarget = z.infer<typeof targetSchema>;

export type ParsedTarget = { ok: true; target: RevalidationTarget } | { ok: false; problems: string[] };

/** The body of a revalidation request: `{"collection": "news"}` or `{"collection": "news", "id": 42}`. */
export function parseTarget(body: unknown): ParsedTarget {
  const parsed = targetSchema.safeParse(body);
  if (parsed.success) return { ok: true, target: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

/**
 * What a target refreshes: a collection's tag refreshes its lists and every one of its
 * items; an item's tag refreshes only that item's own answers, in every language.
 */
export function tagsOf(target: RevalidationTarget): string[] {
  return target.id === undefined ? collectionTags(target.collection) : [itemTag(target.collection, target.id)];
}
