import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `tests: N passed, N failed[, N skipped]`, after vitest's own
 * summary, so that anything reading the end of a run sees the counts in a stable form. Before it,
 * with `SEGUE_TEST_TIMELINE=1`, the wall time each project's files spanned (first start to last
 * end) and its slowest file: where a run's minutes go, to keep the whole command short.
 */
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number; slowest: [string, number] }>();
  private readonly started = new Map<string, number>();

  onTestModuleStart(mod: TestModule): void {
    this.started.set(mod.moduleId, Date.now());
  }

  onTestModuleEnd(mod: TestModule): void {
    const start = this.started.get(mod.moduleId) ?? Date.now();
    const end = Date.now();
    const project = mod.project.name || 'root';
    const span = this.spans.get(project) ?? { start, end, files: 0, slowest: ['', 0] };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, end);
    span.files++;
    if (end - start > span.slowest[1]) span.slowest = [mod.relativeModuleId, end - start];
    this.spans.set(project, span);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A module that failed to load has no tests but must still count as a failure.
      if (mod.state() === 'failed' && mod.children.size === 0) failed++;
    }
    if (process.env.SEGUE_TEST_TIMELINE === '1') this.printTimeline();
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${tail}\n`);
  }

  private printTimeline(): void {
    const spans = [...this.spans.entries()].sort((a, b) => a[1].start - b[1].start);
    const origin = spans[0]?.[1].start ?? 0;
    const s = (ms: number) => `${Math.round(ms / 1000)} s`;
    process.stdout.write('\ntimeline (project: from-to, files, slowest file):\n');
    for (const [project, span] of spans) {
      process.stdout.write(`  ${project}: ${s(span.start - origin)}-${s(span.end - origin)}, ${span.files} files, ${span.slowest[0]} ${s(span.slowest[1])}\n`);
    }
  }
}
