import { corpusFiles, readBytes } from '../../gedcom/corpus';
import { roundTrip } from './small-files.test';
let total = 0;
for (const name of corpusFiles()) {
  const { differences } = await roundTrip(readBytes(name), name.split('/').pop()!);
  total += differences.length;
  if (differences.length) console.log(`${name}: ${differences.length}\n  ${differences.slice(0, Number(process.env.N ?? 3)).join('\n  ')}`);
}
console.log('total', total);
