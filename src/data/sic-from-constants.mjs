#!/usr/bin/env node
// Builds src/data/sic-codes.json from the `sic_descriptions` map in
// companieshouse/api-enumerations constants.yml.
//
// Usage:
//   node src/data/sic-from-constants.mjs <constants.yml | extracted lines> [--commit <sha>] [--out <path>]
//
// The input may be the full constants.yml or just the `sic_descriptions`
// lines ('01110' : "Growing of ..."). Only five-digit codes (the condensed
// UK SIC 2007 list Companies House uses) are kept; the four-digit SIC 2003
// legacy codes are skipped. The source commit is taken from --commit, or from
// a `# source-commit: <sha>` comment in the input; it is omitted if unknown.
//
// No dependencies: the map is a flat list of `'code' : "description"` lines,
// so it is parsed line by line rather than with a YAML library.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = 'companieshouse/api-enumerations constants.yml (sic_descriptions)';
const SOURCE_URL = 'https://github.com/companieshouse/api-enumerations/blob/master/constants.yml';
// Companies House's terms for its Crown copyright material (its Information Fair Trader Scheme page,
// https://www.gov.uk/government/publications/companies-house-accreditation-to-information-fair-traders-scheme);
// api-enumerations itself carries no licence file. docs/reference/sic-codes.mdx states the same.
const LICENCE =
  '© Crown copyright. Companies House lets its Crown copyright material be reproduced free of charge, provided it is reproduced accurately and not in a misleading context, and its source and copyright status are stated.';

// UK SIC 2007 sections and their division ranges [first, last].
const SECTIONS = {
  A: { title: 'Agriculture, forestry and fishing', divisions: [1, 3] },
  B: { title: 'Mining and quarrying', divisions: [5, 9] },
  C: { title: 'Manufacturing', divisions: [10, 33] },
  D: { title: 'Electricity, gas, steam and air conditioning supply', divisions: [35, 35] },
  E: { title: 'Water supply; sewerage, waste management and remediation activities', divisions: [36, 39] },
  F: { title: 'Construction', divisions: [41, 43] },
  G: { title: 'Wholesale and retail trade; repair of motor vehicles and motorcycles', divisions: [45, 47] },
  H: { title: 'Transportation and storage', divisions: [49, 53] },
  I: { title: 'Accommodation and food service activities', divisions: [55, 56] },
  J: { title: 'Information and communication', divisions: [58, 63] },
  K: { title: 'Financial and insurance activities', divisions: [64, 66] },
  L: { title: 'Real estate activities', divisions: [68, 68] },
  M: { title: 'Professional, scientific and technical activities', divisions: [69, 75] },
  N: { title: 'Administrative and support service activities', divisions: [77, 82] },
  O: { title: 'Public administration and defence; compulsory social security', divisions: [84, 84] },
  P: { title: 'Education', divisions: [85, 85] },
  Q: { title: 'Human health and social work activities', divisions: [86, 88] },
  R: { title: 'Arts, entertainment and recreation', divisions: [90, 93] },
  S: { title: 'Other service activities', divisions: [94, 96] },
  T: {
    title:
      'Activities of households as employers; undifferentiated goods- and services-producing activities of households for own use',
    divisions: [97, 98],
  },
  U: { title: 'Activities of extraterritorial organisations and bodies', divisions: [99, 99] },
};

// Section from the division (first two digits). Companies House-specific
// codes (74990, 98000, 99999) are mapped nominally by their prefix.
function sectionFor(code) {
  const division = Number(code.slice(0, 2));
  for (const [letter, { divisions }] of Object.entries(SECTIONS)) {
    if (division >= divisions[0] && division <= divisions[1]) return letter;
  }
  return null;
}

// Decode a YAML double-quoted scalar body (only simple escapes occur here).
function unquote(body) {
  return body.replace(/\\(["\\/bfnrt])/g, (_, c) =>
    ({ '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' })[c],
  );
}

function parseArgs(argv) {
  const args = { input: null, commit: null, out: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--commit') args.commit = argv[++i];
    else if (a === '--out') args.out = argv[++i];
    else if (!args.input) args.input = a;
    else throw new Error(`Unexpected argument: ${a}`);
  }
  if (!args.input) {
    throw new Error('Usage: node src/data/sic-from-constants.mjs <constants.yml> [--commit <sha>] [--out <path>]');
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const text = readFileSync(args.input, 'utf8');
  const lines = text.split(/\r?\n/);

  let commit = args.commit;
  if (!commit) {
    const m = text.match(/^#\s*source-commit:\s*([0-9a-f]{7,40})\s*$/m);
    if (m) commit = m[1];
  }

  // If the file has a `sic_descriptions:` key, read only that block;
  // otherwise treat every entry line as part of it.
  const header = lines.findIndex((l) => /^sic_descriptions:\s*$/.test(l));
  let start = 0;
  let end = lines.length;
  if (header !== -1) {
    start = header + 1;
    const next = lines.findIndex((l, i) => i >= start && /^[^\s#]/.test(l));
    if (next !== -1) end = next;
  }

  const entry = /^\s*'(\d{4,5})'\s*:\s*"((?:[^"\\]|\\.)*)"\s*$/;
  const seen = new Map();
  let legacy = 0;
  for (let i = start; i < end; i++) {
    const line = lines[i];
    if (/^\s*(#.*)?$/.test(line)) continue;
    const m = line.match(entry);
    if (!m) {
      if (header !== -1) throw new Error(`Unrecognised line ${i + 1} in sic_descriptions: ${line}`);
      continue;
    }
    const [, code, body] = m;
    if (code.length === 4) {
      legacy++;
      continue;
    }
    if (seen.has(code)) throw new Error(`Duplicate code ${code} (line ${i + 1})`);
    seen.set(code, unquote(body));
  }

  if (seen.size === 0) throw new Error(`No five-digit sic_descriptions entries found in ${args.input}`);

  const codes = [...seen.keys()].sort().map((code) => {
    const section = sectionFor(code);
    if (!section) throw new Error(`No UK SIC 2007 section for division of ${code}`);
    return { code, description: seen.get(code), section };
  });

  const data = {
    source: SOURCE,
    sourceUrl: SOURCE_URL,
    ...(commit ? { sourceCommit: commit } : {}),
    licence: LICENCE,
    sections: SECTIONS,
    codes,
  };

  const scriptDir = dirname(fileURLToPath(import.meta.url));
  const out = args.out ? resolve(args.out) : resolve(scriptDir, '../src/data/sic-codes.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(data, null, 2) + '\n');

  const counts = {};
  for (const c of codes) counts[c.section] = (counts[c.section] ?? 0) + 1;
  console.log(
    `Wrote ${codes.length} five-digit codes to ${out}` +
      (legacy ? ` (skipped ${legacy} four-digit SIC 2003 codes)` : '') +
      (commit ? ` [source commit ${commit}]` : ''),
  );
  console.log(
    Object.keys(SECTIONS)
      .map((s) => `${s} ${counts[s] ?? 0}`)
      .join(', '),
  );
}

main();
