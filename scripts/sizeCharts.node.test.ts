import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');

// The script runs in its own Node: the package is ESM only, and this is the run `npm run size-charts` makes.
describe('the committed shoe charts', () => {
  it('are what scripts/size-charts.mjs generates from shoe-size-converter', () => {
    const printed = execFileSync(process.execPath, [path.join(root, 'scripts/size-charts.mjs'), '--print'], { encoding: 'utf8' });
    const charts = printed.split(/^(?=shoes-)/m);
    expect(charts.map((text) => text.split('\n', 1)[0])).toEqual(['shoes-men', 'shoes-women', 'shoes-kids']);
    for (const text of charts) {
      const [id = '', ...json] = text.split('\n');
      const committed = readFileSync(path.join(root, `src/features/size-guide/charts/${id}.json`), 'utf8');
      expect(json.join('\n')).toBe(committed);
    }
  });
});
