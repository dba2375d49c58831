// ESLint's own "stylish" report, then how many files were checked: npm test's summary counts
// them (scripts/test-all.ts). Used by `npm run lint` (`eslint --format`).
import { ESLint } from 'eslint';

export default async function format(results, context) {
  const stylish = await new ESLint().loadFormatter('stylish');
  return `${await stylish.format(results, context)}eslint: ${results.length} files checked\n`;
}
