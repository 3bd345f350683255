import type { Middleware } from 'koa';

type Labels = Readonly<Record<string, string>>;

/** A small Prometheus text-format registry: counters and gauges computed at scrape time. */
export class Metrics {
  private readonly counters = new Map<string, Map<string, number>>();
  private readonly help = new Map<string, string>();
  private readonly gauges: Array<
    () => Array<{ name: string; help: string; labels?: Labels; value: number }>
  > = [];

  counter(name: string, help: string, labels: Labels, by = 1): void {
    this.help.set(name, help);
    const series = this.counters.get(name) ?? new Map<string, number>();
    const key = renderLabels(labels);
    series.set(key, (series.get(key) ?? 0) + by);
    this.counters.set(name, series);
  }

  gauge(collect: () => Array<{ name: string; help: string; labels?: Labels; value: number }>): void {
    this.gauges.push(collect);
  }

  render(): string {
    const lines: string[] = [];
    for (const [name, series] of this.counters) {
      lines.push(`# HELP ${name} ${this.help.get(name)}`, `# TYPE ${name} counter`);
      for (const [labels, value] of series) lines.push(`${name}${labels} ${value}`);
    }
    const seen = new Set<string>();
    for (const collect of this.gauges) {
      for (const g of collect()) {
        if (!seen.has(g.name)) lines.push(`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} gauge`);
        seen.add(g.name);
        lines.push(`${g.name}${renderLabels(g.labels ?? {})} ${g.value}`);
      }
    }
    return lines.join('\n') + '\n';
  }

  /** Counts responses by method, route template and status. */
  httpMiddleware(): Middleware {
    return async (ctx, next) => {
      try {
        await next();
      } finally {
        const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
        this.counter('credence_http_responses_total', 'HTTP responses by method, route and status', {
          method: ctx.method,
          route: String(route),
          status: String(ctx.status),
        });
      }
    };
  }
}

function renderLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
