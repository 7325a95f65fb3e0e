import fs from 'node:fs';
import path from 'node:path';

/**
 * A Vitest reporter: writes each test file's wall time (environment, setup, import and tests) per project to
 * LANTERN_TIMINGS_DIR, one JSON line a file, for the table `npm test` prints at its end
 * (scripts/test-stages.mjs). Off without the variable.
 */
export default class TimingReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const dir = process.env.LANTERN_TIMINGS_DIR;
    if (!dir) return;
    const lines = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const file = path.relative(process.cwd(), module.moduleId);
      const suite = `${module.project.name} · node ${process.versions.node.split('.')[0]}`;
      return `${JSON.stringify({ suite, file, ms: Math.round(ms) })}\n`;
    });
    fs.appendFileSync(path.join(dir, `vitest-${process.pid}.jsonl`), lines.join(''));
  }
}
