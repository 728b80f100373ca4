// Latency figures per step: percentiles over every sample of the run.

/** The steps with the 300 ms p95 target (docs/DEPLOY.md); the chat's first chunk has its own. */
const NON_CHAT_STEPS = ['session', 'recommend', 'places', 'events', 'upload'];

export class StepStats {
  private readonly samples = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  readonly errorExamples: string[] = [];

  add(step: string, ms: number): void {
    const list = this.samples.get(step) ?? [];
    if (!list.length) this.samples.set(step, list);
    list.push(ms);
  }

  fail(step: string, why: string): void {
    this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
    if (this.errorExamples.length < 10) this.errorExamples.push(`${step}: ${why}`);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  get requestCount(): number {
    return [...this.samples.values()].reduce((a, b) => a + b.length, 0);
  }

  p(step: string, percentile: number): number {
    const sorted = [...(this.samples.get(step) ?? [])].sort((a, b) => a - b);
    return sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.floor((percentile / 100) * sorted.length))]!
      : Number.NaN;
  }

  /** The highest p95 of the non-chat steps that ran. */
  worstNonChatP95(): number {
    return Math.max(...NON_CHAT_STEPS.map((s) => this.p(s, 95)).filter((x) => !Number.isNaN(x)));
  }

  table(): string {
    const rows = [...this.samples.keys()].map((step) => {
      const n = this.samples.get(step)!.length;
      const f = (x: number) => x.toFixed(1).padStart(8);
      return `  ${step.padEnd(22)} ${String(n).padStart(6)} ${f(this.p(step, 50))} ${f(this.p(step, 95))} ${f(this.p(step, 99))} ${String(this.errors.get(step) ?? 0).padStart(6)}`;
    });
    return [
      `  ${'step'.padEnd(22)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}`,
      ...rows,
    ].join('\n');
  }
}
