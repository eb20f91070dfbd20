// Usage: npm run check:examples — validates the JSON examples in docs/.
import {checkAll} from './docExamples';

const {problems, totals} = checkAll();
console.log(
  `${totals.files} pages, ${totals.json} json blocks: ${totals.toolCalls} tools/call requests, ` +
    `${totals.toolResults} results, ${totals.promptGets} prompts/get, ${totals.resourceReads} resources/read`,
);
for (const p of problems) console.error(`  ✗ ${p}`);
process.exit(problems.length ? 1 : 0);
