// tsc copies no data files: put the reference JSON/CSV beside the compiled seed so `dist` runs on its own.
import fs from 'node:fs';

fs.cpSync('src/db/seed/reference', 'dist/db/seed/reference', {
  recursive: true,
  filter: (source) => fs.statSync(source).isDirectory() || /\.(json|csv)$/.test(source),
});
