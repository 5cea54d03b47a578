/*
 * What a kind of content is, apart from its data: its collection, its addresses, its sizes and its
 * names. Plain values, so that the server, the browser, the scripts and the browser tests read
 * the same declaration (Node loads this folder's declarations directly: relative '.ts' imports only).
 */

import type { UpstreamApi } from '../upstream/errors.ts';
import type { MessageKey, NamespaceWith } from '../i18n/messages.ts';

export interface Kind {
  /** The upstream collection: its cache tag, and the revalidation hook's name for it. */
  collection: string;
  /** Where the upstream keeps the collection: its list, and its items under `<path>/<id>`. */
  upstream: { api: UpstreamApi; path: string };
  /** The kind's messages: their `title` is its list's. */
  namespace: NamespaceWith<'title'>;
  /** Its list's name (`Navigation` messages, as the menu and the footer give it), also for its search results. */
  label: MessageKey;
  /** Its results' kind in the site search (`?kind=`). */
  searchKind: string;
  /**
   * Its list's page: `route` names it in lib/routes.ts's `routes`, `path` is its address. A paged
   * list's page N is `?page=N`; a list by category is `<path>/<category id or 'all'>`.
   */
  list: { route: string; path: string; paged: boolean; byCategory?: boolean };
  /** Its items' pages, `<path>/<id>`, where items have pages of their own. */
  detail?: { route: string; path: string };
  /** Items per page of a paged list. */
  pageSize?: number;
  /** How many other items a detail page's sidebar shows. */
  sidebarSize?: number;
}

/** A kind's declaration, its literal names kept so that `routes` and the search kinds are typed by them. */
export function declareKind<const K extends Kind>(kind: K): K {
  return kind;
}
