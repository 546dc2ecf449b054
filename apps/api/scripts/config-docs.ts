// Writes apps/api/CONFIG.md from the config schema's docs: `pnpm --filter @medibridge/api run config:docs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_DOCS, configSchema } from '../src/config';

const rows = Object.keys(configSchema.shape).map(
  (key) => `| \`${key}\` | ${CONFIG_DOCS[key as keyof typeof CONFIG_DOCS].replace(/\|/g, '\\|')} |`,
);
const text = `# API configuration

Every setting comes from the environment and is validated at start: a bad value stops the server with a
message naming the variable. Empty values count as unset. Generated from \`src/config.ts\` (\`CONFIG_DOCS\`) by
\`pnpm --filter @medibridge/api run config:docs\`; a test fails when this table misses a variable.

| Variable | Meaning |
|---|---|
${rows.join('\n')}
`;
writeFileSync(path.join(__dirname, '..', 'CONFIG.md'), text);
process.stdout.write(`Wrote CONFIG.md (${rows.length} variables)\n`);
