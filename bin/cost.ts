/**
 * What a family costs on AWS: `npm run cost [-- --photos 5000 --videos 50 --people 800 --families 10000]`
 * synthesizes the prod stage offline, reads its templates and prints the monthly cost per family and
 * per N families, line by line, with the price table used (the model: infra/cost/).
 */
import { computeCost } from '../infra/cost/model';
import { formatReport } from '../infra/cost/format';
import { parseProfileArgs } from '../infra/cost/profile';
import { readStageFacts } from '../infra/cost/read-templates';
import { synthStageTemplates } from '../infra/cost/synth-prod';

let profile;
try {
  profile = parseProfileArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
console.log(formatReport(computeCost(readStageFacts(synthStageTemplates('prod')), profile)));
