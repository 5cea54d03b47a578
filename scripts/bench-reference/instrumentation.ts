/**
 * The reference's own (empty) instrumentation: without one, Next takes the site's from the
 * folder above (this app shares its node_modules root), and the bare page would run the
 * site's start-up check.
 */
export function register() {}
