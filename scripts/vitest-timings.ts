import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after a Vitest run, where its time went: each test file's own time (import, setup and
 * tests), slowest first, against the README's test-time budget (issue 41).
 */
export default class TimingReporter implements Reporter {
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules
      .map((module) => {
        const d = module.diagnostic();
        return {
          file: module.relativeModuleId,
          seconds: (d.duration + d.collectDuration + d.setupDuration + d.prepareDuration) / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds);
    const sum = files.reduce((total, { seconds }) => total + seconds, 0);
    const lines = files
      .slice(0, 15)
      .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
    console.log(
      [
        '',
        `Test time: ${((Date.now() - this.started) / 1000).toFixed(0)} s on the clock, ${sum.toFixed(0)} s in ${files.length} files; the slowest:`,
        ...lines,
        '',
      ].join('\n'),
    );
  }
}
