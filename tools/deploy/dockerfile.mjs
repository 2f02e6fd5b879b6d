// The Dockerfile, read: its stages, their instructions and environment.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Instructions of a Dockerfile: line continuations joined, comments dropped. */
export function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const joined = pending + line.trim();
    if (joined.endsWith('\\')) {
      pending = `${joined.slice(0, -1).trim()} `;
      continue;
    }
    pending = '';
    if (!joined) continue;
    const [, keyword, rest] = /^(\w+)\s+(.*)$/s.exec(joined) ?? [];
    assert.ok(keyword, `unreadable Dockerfile line: ${joined}`);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.trim() });
  }
  return instructions;
}

/** Splits instructions into stages: [{ from, name, instructions }]; ARGs before the first FROM are global. */
export function stages(instructions) {
  const globalArgs = {};
  const result = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      result.push({ from: image.replace(/\$\{(\w+)\}/g, (_, arg) => globalArgs[arg] ?? ''), name, instructions: [] });
    } else if (result.length === 0 && instruction.keyword === 'ARG') {
      const [name, value = ''] = instruction.args.split('=');
      globalArgs[name] = value;
    } else {
      result.at(-1).instructions.push(instruction);
    }
  }
  return result;
}

/** ENV in both forms (KEY=value … and KEY value). */
export function envOf(stage) {
  const env = {};
  for (const { args } of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    if (!args.includes('=')) {
      const [name, ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
  }
  return env;
}

export const execForm = (args) => JSON.parse(args);
export const instruction = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword);

/** The repository's Dockerfile: every stage, the build stage, the runtime (last) stage and its ENV. */
export function readDockerfile() {
  const all = stages(parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8')));
  const runtime = all.at(-1);
  return {
    all,
    build: all.find((stage) => stage.name === 'build'),
    runtime,
    runtimeEnv: envOf(runtime),
    cmd: execForm(instruction(runtime, 'CMD')[0].args),
    healthcheck: execForm(instruction(runtime, 'HEALTHCHECK')[0].args.replace(/^.*?CMD /, '')),
  };
}
