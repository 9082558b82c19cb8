import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after a Playwright run, where its time went: each project's and each test file's time
 * (every try of every test in it), slowest first, against the README's test-time budget (issue 41).
 */
export default class TimingReporter implements Reporter {
  private readonly files = new Map<string, number>();
  private readonly projects = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(`${process.cwd()}/`, '');
    const project = test.parent.project()?.name ?? '';
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
    this.projects.set(project, (this.projects.get(project) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
    const slowest = [...this.files].sort(([, a], [, b]) => b - a).slice(0, 20);
    console.log(
      [
        '',
        `Browser test time: ${(result.duration / 1000).toFixed(0)} s on the clock; by project (summed over workers):`,
        ...[...this.projects].map(([name, ms]) => `  ${seconds(ms)}  ${name}`),
        'The slowest files:',
        ...slowest.map(([file, ms]) => `  ${seconds(ms)}  ${file}`),
        '',
      ].join('\n'),
    );
  }
}
