import fs from 'node:fs';

/** The module afresh, as a new process would load it (its rows are kept once per process). */
function freshModule(): typeof import('../src/modules/delivery/seed') {
  let loaded: typeof import('../src/modules/delivery/seed') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('../src/modules/delivery/seed')>('../src/modules/delivery/seed');
  });
  return loaded!;
}

it('the rows kept beside the package are exactly what the package derives to', () => {
  const { directoryRows, deriveRows, directoryCacheFile } = freshModule();
  const rows = directoryRows();
  expect(fs.existsSync(directoryCacheFile())).toBe(true);
  expect(rows).toEqual(deriveRows());
});

it.each([
  ['not JSON', '{"pincode": [1'],
  ['columns of different lengths', JSON.stringify({ pincode: [110001, 110002], city: ['Delhi'], state: ['Delhi'], offices: [1] })],
  ['a pincode that is no integer', JSON.stringify({ pincode: ['110001'], city: ['Delhi'], state: ['Delhi'], offices: [1] })],
])('a kept copy that is %s is derived again and replaced', (_, text) => {
  const first = freshModule();
  const file = first.directoryCacheFile();
  fs.writeFileSync(file, text);
  const { directoryRows } = freshModule();
  expect(directoryRows().pincode).toHaveLength(19_159);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first.deriveRows());
});
