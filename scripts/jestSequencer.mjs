// Jest runs the longest test files first so no worker idles at the end, but it knows how long a file
// takes only from an earlier run's cache, which a clean checkout (CI) has none of; it then goes by
// file size, and the slowest file of all (a 57-line property test that walks whole shopper
// sessions) ran last, alone, for two minutes. Files that say they are slow (a property test's case
// count, their own timeout, a real server process) go first when no timing is known.
import fs from 'node:fs';
import Sequencer from '@jest/test-sequencer';

// Whole sessions per case (`*.property.test.*`) before the rest of what says it is slow.
const SLOWEST = /\.property\.test\./;
const SAYS_SLOW = /\bpropertyRuns\(|\bjest\.setTimeout\(|\bstartServerProcess\(/;

const slowness = (test) => {
  if (test.duration != null) return 0;
  if (SLOWEST.test(test.path)) return 2;
  return SAYS_SLOW.test(fs.readFileSync(test.path, 'utf8')) ? 1 : 0;
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const rank = new Map(sorted.map((test) => [test, slowness(test)]));
    // Array.prototype.sort is stable: within a rank, jest's own order stays.
    return sorted.sort((a, b) => rank.get(b) - rank.get(a));
  }
}

export default SlowFirstSequencer;
