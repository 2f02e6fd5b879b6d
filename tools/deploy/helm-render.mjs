// Renders the Helm chart without Helm: Go's own text/template engine (compiled to WebAssembly,
// @evertdespiegeleer/go-template) executes each template with _helpers.tpl in front of it, on
// the context Helm gives templates (.Values, .Release, .Chart). Only text/template's built-in
// functions exist there, so a template that uses a Sprig or Helm function (toYaml, default,
// include, required …) fails to parse, and one that reads a value or field that is not there
// fails to execute ("map has no entry for key"): the chart keeps to a subset that Helm renders
// identically. Values are merged as Helm merges them: maps key by key, anything else replaced.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as renderGoTemplate } from '@evertdespiegeleer/go-template';
import YAML from 'yaml';

export function mergeValues(base, override) {
  if (!isMap(base) || !isMap(override)) return override === undefined ? base : override;
  const merged = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = key in base ? mergeValues(base[key], value) : value;
  return merged;
}

const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Renders every template of the chart; returns [{ template, manifest }] for each YAML document.
 * Throws with the template's name when one does not render.
 */
export async function renderChart(chartDir, { values = {}, release = {} } = {}) {
  const chart = YAML.parse(readFileSync(join(chartDir, 'Chart.yaml'), 'utf8'));
  const defaults = YAML.parse(readFileSync(join(chartDir, 'values.yaml'), 'utf8'));
  const context = {
    // JSON, as Helm's values are after it reads YAML: numbers become float64 there too.
    Values: JSON.parse(JSON.stringify(mergeValues(defaults, values))),
    Release: { Name: 'dct', Namespace: 'default', Service: 'Helm', IsInstall: true, IsUpgrade: false, Revision: 1, ...release },
    Chart: {
      Name: chart.name,
      Version: chart.version,
      AppVersion: String(chart.appVersion),
      Description: chart.description ?? '',
      Type: chart.type ?? 'application',
    },
  };
  const templatesDir = join(chartDir, 'templates');
  const files = readdirSync(templatesDir).sort();
  const unknown = files.filter((file) => !/\.(ya?ml|tpl)$/.test(file));
  if (unknown.length > 0) throw new Error(`Unexpected files in templates/: ${unknown.join(', ')}`);
  const helpers = files
    .filter((file) => file.endsWith('.tpl'))
    .map((file) => readFileSync(join(templatesDir, file), 'utf8'))
    .join('\n');
  const rendered = [];
  for (const file of files.filter((name) => /\.ya?ml$/.test(name))) {
    let text;
    try {
      text = await renderGoTemplate(helpers + readFileSync(join(templatesDir, file), 'utf8'), context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A required value: the template calls an undefined template named "ERROR: …".
      const required = /template "ERROR: ([^"]+)" not defined/.exec(message)?.[1];
      throw new Error(`templates/${file} did not render: ${required ?? message}`, { cause: error });
    }
    for (const document of YAML.parseAllDocuments(text)) {
      if (document.errors.length > 0) throw new Error(`templates/${file} rendered invalid YAML: ${document.errors[0].message}\n${text}`);
      const manifest = document.toJS();
      if (manifest !== null && manifest !== undefined) rendered.push({ template: file, manifest });
    }
  }
  return rendered;
}
