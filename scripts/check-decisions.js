// Fails when a decision record (docs/decisions/NNN-words.md) does not say where it stands
// (issue 41): each opens with `# NNN Title` and, under it, a status paragraph whose first word
// after `Status:` is accepted, proposed, rejected or `superseded by NNN`. A record that names
// another (`amended by 040`, `decision 019`) names one that exists, and a record whose status
// says it supersedes, replaces, changes, amends, adds to or extends an earlier one is named in
// that earlier one's status, so the older record cannot be left to contradict the newer.
// Run with `node scripts/check-decisions.js`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'docs/decisions';
/** Files of the folder that are not records: they are not checked. */
const NOT_RECORDS = new Set(['README.md', 'index.md']);
const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** `# 012 Title`: not `# 012: Title`, `# 012 - Title` or `# ADR 12`. */
const HEADING = /^# (\d{3}) (?![\s:.–—-])\S/;
const STATUS = /^Status: (accepted|proposed|rejected|superseded by (\d{3}))(?=$|[\s.;,(])/;
const STATUS_WORDS = 'accepted, proposed, rejected or superseded by NNN';
/** Words of a status saying that later records changed this one: the records named after them. */
const CHANGED_BY = /\b(?:superseded|amended|extended|replaced|changed)(?: in part)? by /g;
/** A sentence of a status that changes an earlier record: that record's status names this one. */
const CHANGES = /^(?:Supersedes|Replaces|Changes|Amends|Adds to|Extends)\b/;
/** One number of a list, with its possessive and what it says in brackets: `019 (sign-in)`. */
const LIST_ITEM = /^(\d{3})\b(?:'s)?(?:\s*\([^)]*\))?/;
const LIST_JOIN = /^(?:,\s*and|,|\s+and|\s+to)\s+(?=\d{3}\b)/;

/** The numbers of the list that starts at `at`: `019 (staff sign-in), 032 (backups) and 046`. */
function listAt(text, at) {
  const numbers = [];
  let rest = text.slice(at);
  for (;;) {
    const item = LIST_ITEM.exec(rest);
    if (!item) return numbers;
    numbers.push(item[1]);
    rest = rest.slice(item[0].length);
    const join = LIST_JOIN.exec(rest);
    if (!join) return numbers;
    rest = rest.slice(join[0].length);
  }
}

/** Every record a text names as a decision: `decision 019`, `decisions 002 and 025`. */
const decisionsIn = (text) =>
  [...text.matchAll(/\b[Dd]ecisions? (?=\d{3}\b)/g)].flatMap((m) =>
    listAt(text, m.index + m[0].length),
  );

/** The later records a status says changed it: `amended by 039 and 040`. */
const changedByIn = (text) =>
  [...text.matchAll(CHANGED_BY)].flatMap((m) => listAt(text, m.index + m[0].length));

/** A record's status: the paragraph under its heading, on one line ('' when there is none). */
function statusOf(lines) {
  const first = lines.findIndex((line, i) => i > 0 && line.trim() !== '');
  if (first < 0) return { line: lines.length, status: '' };
  const end = lines.findIndex((line, i) => i > first && line.trim() === '');
  const paragraph = lines.slice(first, end < 0 ? undefined : end).join(' ');
  return { line: first + 1, status: paragraph.replace(/\s+/g, ' ') };
}

const problems = [];
/** Each record by its number: its file name and its status. */
const records = new Map();

const files = readdirSync(DIR).filter((name) => name.endsWith('.md') && !NOT_RECORDS.has(name));
for (const name of files.sort()) {
  const number = FILE_NAME.exec(name)?.[1];
  if (!number) {
    problems.push(
      `${name}: the name is not NNN-words.md (three digits, lower-case words joined by -)`,
    );
    continue;
  }
  if (records.has(number)) {
    problems.push(`${name}: ${number} is also the number of ${records.get(number).name}`);
    continue;
  }
  const lines = readFileSync(join(DIR, name), 'utf8').split('\n');
  const heading = HEADING.exec(lines[0]);
  if (!heading) {
    problems.push(
      `${name}:1: the first line is not "# ${number} Title": ${JSON.stringify(lines[0].slice(0, 60))}`,
    );
  } else if (heading[1] !== number) {
    problems.push(`${name}:1: the heading's number, ${heading[1]}, is not the file's, ${number}`);
  }
  const { line, status } = statusOf(lines);
  records.set(number, { name, status });
  if (!STATUS.test(status)) {
    problems.push(`${name}:${line}: no status under the heading: "Status: " and ${STATUS_WORDS}`);
  }
}

for (const [number, { name, status }] of records) {
  if (!STATUS.test(status)) continue;
  const supersededBy = STATUS.exec(status)[2];
  for (const later of new Set([...changedByIn(status), ...(supersededBy ? [supersededBy] : [])])) {
    if (!records.has(later))
      problems.push(`${name}: its status names ${later}, which is no record`);
    else if (later <= number)
      problems.push(`${name}: its status says ${later} changed it, but ${later} is older`);
  }
  for (const named of new Set(decisionsIn(status))) {
    if (!records.has(named))
      problems.push(`${name}: its status names decision ${named}, which is no record`);
  }
  // "Supersedes, in decision 019, …": the status of 019 must name this record.
  const sentences = status
    .split(/(?<=[.;:])\s+(?=[A-Z])/)
    .filter((sentence) => CHANGES.test(sentence));
  for (const sentence of sentences) {
    for (const earlier of new Set(decisionsIn(sentence))) {
      const record = records.get(earlier);
      if (!record || earlier >= number || new RegExp(`\\b${number}\\b`).test(record.status))
        continue;
      problems.push(
        `${record.name}: its status does not name ${number}, which says "${sentence.slice(0, 60)}…"`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Decision records that do not say where they stand (${problems.length}):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`${records.size} decision records, each with a status.`);
