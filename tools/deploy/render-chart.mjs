// `npm run render -w @dct/deploy -- [-f values.yaml]… [--release NAME] [--namespace NS]`: prints
// the chart's manifests as the tests render them (see helm-render.mjs), for a look without Helm.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import YAML from 'yaml';
import { mergeValues, renderChart } from './helm-render.mjs';
import { root } from './lib.mjs';

const argv = process.argv.slice(2);
let values = {};
const release = {};
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '-f' || arg === '--values') values = mergeValues(values, YAML.parse(readFileSync(resolve(process.env.INIT_CWD ?? '.', argv[++i]), 'utf8')) ?? {});
  else if (arg === '--release') release.Name = argv[++i];
  else if (arg === '--namespace') release.Namespace = argv[++i];
  else {
    console.error(`Unknown argument ${arg}. Usage: npm run render -w @dct/deploy -- [-f values.yaml]… [--release NAME] [--namespace NS]`);
    process.exit(64);
  }
}
try {
  const rendered = await renderChart(join(root, 'deploy', 'helm', 'downtime-claim-tracker'), { values, release });
  process.stdout.write(
    rendered.map(({ template, manifest }) => `# Source: downtime-claim-tracker/templates/${template}\n${YAML.stringify(manifest)}`).join('---\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
