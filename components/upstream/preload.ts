/**
 * Starts a call beside the page's main one. The part that shows it gets the same promise later
 * (getters use React's cache) and throws its failure there, so it is not reported here.
 */
export function preload(call: Promise<unknown>): void {
  call.catch(() => {});
}
