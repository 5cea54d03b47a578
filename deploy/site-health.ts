/*
 * The site image's health check (../Dockerfile's HEALTHCHECK, compose.yaml): this instance's own
 * readiness, asked on its own port, printed as the state it is in, which `docker inspect` and
 * `podman inspect` show. Serving and degraded pass; anything else fails (docs/operating.md,
 * Probes). Run by Node alone, as slim images have no curl: no imports.
 */
const TIMEOUT_MS = 4000;

export interface Health {
  healthy: boolean;
  /** `serving: shared cache connected`, `not serving: /api/ready answered 500`. */
  line: string;
}

/** Why a request got no answer: its time ran out, or what fetch's `cause` says (ECONNREFUSED). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer in ${TIMEOUT_MS / 1000} s`;
  const { cause } = error;
  if (!(cause instanceof Error)) return error.message;
  const { code } = cause as Error & { code?: unknown };
  return typeof code === 'string' ? code : cause.message;
}

export async function checkHealth(port: string): Promise<Health> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { healthy: false, line: `not serving: port ${port}: ${reasonOf(error)}` };
  }
  if (!response.ok) return { healthy: false, line: `not serving: /api/ready answered ${response.status}` };
  const body = (await response.json().catch(() => ({}))) as { status?: unknown; sharedCache?: unknown };
  // A degraded instance passes: its shared cache is away for every instance at once, and an
  // orchestrator that restarted or removed them all would turn a slower site into none.
  const status = typeof body.status === 'string' ? body.status : 'serving';
  return { healthy: true, line: `${status}: shared cache ${String(body.sharedCache ?? 'unknown')}` };
}

if (import.meta.main) {
  void checkHealth(process.env.PORT || '3000').then(({ healthy, line }) => {
    console.log(line);
    process.exit(healthy ? 0 : 1);
  });
}
