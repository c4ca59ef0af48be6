import { PRICES, PRICE_TABLE_DATE, PRICE_TABLE_REGION, type Prices } from './prices';
import type { CostLine, CostReport } from './model';

const usd = (value: number, digits = 2) => `$${value.toFixed(digits)}`;
const money = (value: number) => (Math.abs(value) < 0.01 && value !== 0 ? usd(value, 4) : usd(value));

function table(lines: readonly CostLine[], families: number): string[] {
  const rows = lines.map((line) => `  ${`${line.group}: ${line.item}`.padEnd(72)} ${money(line.usd).padStart(9)} ${usd(line.usd * families).padStart(12)}   ${line.quantity}`);
  return [`  ${'line'.padEnd(72)} ${'family'.padStart(9)} ${`${families.toLocaleString('en-US')} fam.`.padStart(12)}   quantity per family`, ...rows];
}

/** The report as `npm run cost` prints it, ending with `per family per month: $X.XX`. */
export function formatReport(report: CostReport, prices: Prices = PRICES): string {
  const { profile } = report;
  const families = profile.families;
  const out = [
    `Monthly AWS cost of the prod stage, ${PRICE_TABLE_REGION} list prices of ${PRICE_TABLE_DATE}`,
    `Profile: a family of ${profile.members}, ${profile.photos.toLocaleString('en-US')} photos (${profile.photoMb} MB average), ${profile.videos} videos, a ${profile.people.toLocaleString('en-US')}-person tree; ${families.toLocaleString('en-US')} families share the stage's fixed costs`,
    '',
    'Monthly',
    ...table(report.monthly, families),
    `  ${'total'.padEnd(72)} ${usd(report.perFamily).padStart(9)} ${usd(report.perFamily * families).padStart(12)}`,
    '',
    'One-time onboarding (the whole library uploaded once)',
    ...table(report.onboarding, families),
    `  ${'total'.padEnd(72)} ${usd(report.onboardingPerFamily).padStart(9)} ${usd(report.onboardingPerFamily * families).padStart(12)}`,
    '',
    `Face engine (this stage: ${report.faceEngine})`,
    ...report.faceEngines.map(
      (engine) => `  ${engine.engine.padEnd(44)} faces monthly ${usd(engine.monthly)}, onboarding ${usd(engine.onboarding)}; per family per month ${usd(engine.perFamily)}, onboarding ${usd(engine.onboardingPerFamily)}`,
    ),
    '',
    `Plan: $4.99 leaves ${usd(report.plan.net)} after card fees; margin at this profile ${(report.plan.margin * 100).toFixed(0)}%`,
    `Extra 100 GB add-on: $0.99 leaves ${usd(report.addOn.net)} after card fees, costs ${usd(report.addOn.cost)} a month; margin ${usd(report.addOn.net - report.addOn.cost)} (${(report.addOn.margin * 100).toFixed(0)}%)`,
    ...report.notes.map((note) => `Note: ${note}`),
    '',
    `Price table (${PRICE_TABLE_REGION}, ${PRICE_TABLE_DATE})`,
    ...Object.entries(prices).map(([name, price]) => `  ${name.padEnd(28)} ${`$${price.usd}`.padStart(13)}  per ${price.unit}`),
    '',
    `per family per month: ${usd(report.perFamily)}`,
  ];
  return out.join('\n');
}
