import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** A message named from the root, as `Namespace.key` (./next-intl.d.ts types them by English). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** The namespaces that have a message `key`: every page's has its `title`. */
export type NamespaceWith<Key extends string> = {
  [Namespace in keyof Messages]: Messages[Namespace] extends Record<Key, string> ? Namespace : never;
}[keyof Messages];
