import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../..');

it('imports every module that injects API endpoints, so that replays know every endpoint', () => {
  const injecting = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => fs.readFileSync(path.join(src, file), 'utf8').includes('.injectEndpoints('))
    .map((file) => `@/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`);
  const imported = fs.readFileSync(path.join(__dirname, 'allEndpoints.ts'), 'utf8');
  expect(injecting.length).toBeGreaterThan(0);
  for (const module of injecting) expect(imported).toContain(`import '${module}';`);
});
