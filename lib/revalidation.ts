import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RevalidateSecret } from '@/lib/runtime/site-config';
import { COLLECTIONS, collectionTags, itemTag } from '@/lib/upstream/tags';

/* The revalidation hook's rules, apart from its route so they can be tested without a server. */

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer-token check; both sides are hashed first so the time is constant, whatever the length. */
export function hasSecret(authorization: string | null, secret: string): boolean {
  const token = /^Bearer (.+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(token), digest(secret));
}

/**
 * Which of the hook's secrets the request sends, if any. Each is compared, also after a match,
 * so that the time does not tell whether the current or the previous one was close.
 */
export function matchingSecret(
  authorization: string | null,
  secrets: readonly RevalidateSecret[],
): RevalidateSecret | undefined {
  const matches = secrets.filter((secret) => hasSecret(authorization, secret.value));
  return matches[0];
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

/** A collection's tag refreshes its lists and all its items; an item's tag only that item's answers. */
export function tagsOf(target: RevalidationTarget): string[] {
  return target.id === undefined ? collectionTags(target.collection) : [itemTag(target.collection, target.id)];
}
