/**
 * Starts an upstream call now, so that it runs beside the page's main call instead of after
 * it. The part of the page that shows the answer makes the same call later and gets the
 * same promise (every getter is wrapped in React's cache for the render), and throws its
 * failure there, so it is not reported here.
 */
export function preload(call: Promise<unknown>): void {
  call.catch(() => {});
}
