import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { siteMetrics } from '@/lib/observability/metrics';

/*
 * deploy/prometheus and deploy/grafana held to Prometheus's own checks (Debian's promtool, the
 * version of the image compose.yaml's `monitoring` profile builds) and to the metrics the site
 * exposes: a metric renamed in lib/observability/metrics.ts fails here, not on the night an alert
 * should have fired.
 */

const folder = fileURLToPath(new URL('./prometheus/', import.meta.url));
const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (parse(read('./prometheus/alerts.yml')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap(
  (group) => group.rules,
);

interface RuleTests {
  tests: Array<{ alert_rule_test: Array<{ alertname: string; exp_alerts?: unknown[] }> }>;
}
const ruleTestFiles = ['alerts.test.yml', 'alerts.hours.test.yml'];
const ruleTests = ruleTestFiles.flatMap((file) =>
  (parse(read(`./prometheus/${file}`)) as RuleTests).tests.flatMap((test) => test.alert_rule_test),
);

interface Panel {
  type: string;
  title: string;
  id: number;
  targets?: Array<{ expr: string }>;
}
const dashboard = JSON.parse(read('./grafana/site.json')) as { uid: string; title: string; panels: Panel[] };
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map(({ expr }) => ({ panel, expr })));

/** promtool in the tests' folder; its absence fails, naming the package. */
function promtool(...args: string[]) {
  const run = spawnSync(process.env.PROMTOOL_PATH ?? 'promtool', args, { cwd: folder, encoding: 'utf8' });
  if (run.error)
    throw new Error("promtool is not installed: scripts/ensure-system-packages.sh installs Debian's prometheus");
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Every series name the site's metrics port writes: a histogram's three, and Prometheus's own `up`. */
async function exposedSeries(): Promise<Set<string>> {
  const names = new Set(['up']);
  for (const { name, type } of await siteMetrics().registry.getMetricsAsJSON()) {
    const suffixes =
      String(type) === 'histogram'
        ? ['_bucket', '_sum', '_count']
        : String(type) === 'summary'
          ? ['', '_sum', '_count']
          : [''];
    for (const suffix of suffixes) names.add(`${name}${suffix}`);
  }
  return names;
}

/** The metric names an expression reads: the site's and Node's (all of ours start so), and `up`. */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b(?:site|nodejs|process)_\w+|\bup(?=\{)/g)].map(([name]) => name);

describe('deploy/prometheus', () => {
  it('is a configuration Prometheus loads, with its alerting rules', () => {
    const { status, output } = promtool('check', 'config', 'prometheus.yml');
    expect(output).toContain('SUCCESS: 1 rule files found');
    expect(status, output).toBe(0);
  });

  it('scrapes every instance of the site on its own metrics port, never the balanced address', () => {
    const config = parse(read('./prometheus/prometheus.yml')) as {
      scrape_configs: Array<{
        job_name: string;
        metrics_path: string;
        static_configs?: unknown;
        dns_sd_configs?: unknown[];
      }>;
    };
    const site = config.scrape_configs.find((job) => job.job_name === 'site');
    // One address per instance, as Compose's DNS answers a scaled service's name.
    expect(site?.dns_sd_configs).toEqual([{ names: ['site'], type: 'A', port: 9464, refresh_interval: '15s' }]);
    expect(site?.static_configs).toBeUndefined();
    expect(site?.metrics_path).toBe('/metrics');
    // The port the image gives the instances.
    expect(read('../Dockerfile')).toMatch(/^\s+METRICS_PORT=9464 \\$/m);
  });

  it('passes promtool check rules, and every alert waits, has a severity and tells the operator what to do', () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect(status, output).toBe(0);
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[mh]$/);
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.description?.length, rule.alert).toBeGreaterThan(150);
    }
  });

  it("fires each alert when its unit tests' series should, and not when they should not (promtool test rules)", () => {
    const { status, output } = promtool('test', 'rules', ...ruleTestFiles);
    expect(status, output).toBe(0);
    expect(output.match(/SUCCESS/g)).toHaveLength(ruleTestFiles.length);
    for (const { alert } of rules) {
      const tests = ruleTests.filter((test) => test.alertname === alert);
      expect(
        tests.some((test) => (test.exp_alerts ?? []).length > 0),
        `${alert} is tested firing`,
      ).toBe(true);
      expect(
        tests.some((test) => (test.exp_alerts ?? []).length === 0),
        `${alert} is tested silent`,
      ).toBe(true);
    }
  });

  it('alerts only on metrics the site exposes', async () => {
    const exposed = await exposedSeries();
    for (const { alert, expr } of rules) {
      expect(metricsIn(expr).length, alert).toBeGreaterThan(0);
      for (const name of metricsIn(expr)) expect(exposed, `${alert}: ${name}`).toContain(name);
    }
  });

  it('is what docs/observability.md lists, with what to do for each alert', () => {
    const docs = readFileSync(new URL('../docs/observability.md', import.meta.url), 'utf8');
    for (const { alert } of rules) expect(docs, alert).toMatch(new RegExp(`^\\| \`${alert}\` \\|`, 'm'));
  });
});

describe('deploy/grafana/site.json', () => {
  it('is a dashboard of queries Prometheus parses', () => {
    expect(dashboard).toMatchObject({ uid: 'edu-site', title: expect.any(String) });
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels.filter((each) => each.type !== 'row')) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
    // Each query as a recording rule, Grafana's variables filled as it fills them.
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'dashboard-queries-'));
    try {
      const file = path.join(scratch, 'queries.yml');
      const record = queries.map(({ expr }, index) => ({
        record: `dashboard:query_${index}`,
        expr: expr.replaceAll('$__rate_interval', '5m').replaceAll('$instance', '.*'),
      }));
      writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules: record }] }));
      const { status, output } = promtool('check', 'rules', file);
      expect(output).toContain(`SUCCESS: ${queries.length} rules found`);
      expect(status, output).toBe(0);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('shows only metrics the site exposes, and the panels an operator looks for', async () => {
    const exposed = await exposedSeries();
    for (const { panel, expr } of queries) {
      expect(metricsIn(expr).length, panel.title).toBeGreaterThan(0);
      for (const name of metricsIn(expr)) expect(exposed, `${panel.title}: ${name}`).toContain(name);
    }
    const shown = new Set(queries.flatMap(({ expr }) => metricsIn(expr)));
    for (const name of [
      'site_http_request_duration_seconds_count',
      'site_http_request_duration_seconds_bucket',
      'site_page_cache_answers_total',
      'site_upstream_request_duration_seconds_bucket',
      'site_upstream_request_duration_seconds_count',
      'site_shared_cache_state',
      'site_serving_state',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'site_search_index_age_seconds',
      'site_web_vitals_lcp_seconds_bucket',
      'site_web_vitals_inp_seconds_bucket',
      'site_web_vitals_cls_bucket',
      'site_web_vitals_ttfb_seconds_bucket',
    ])
      expect(shown, name).toContain(name);
  });
});
