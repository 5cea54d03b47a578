/** scripts/patch-next.mjs, which stays plain JavaScript: it runs on whatever Node runs `npm install`. */
export function patchSource(source: string): string;
export function isPatched(source: string): boolean;
export function patchNext(nextDist?: string): { changed: string[]; already: string[] };
