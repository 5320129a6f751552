import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The documentation is self-contained: every relative link of the Markdown files resolves to a
// file of the repository (and, for `#anchor`s into Markdown, to a heading there), and nothing a
// user reads cites the internal labels of documents that are not in the repository.

const ROOT = resolve(__dirname, '../..');

function markdownUnder(dir: string, onlyReadme = false): string[] {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const name of readdirSync(absolute)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(absolute, name);
    if (statSync(path).isDirectory()) found.push(...markdownUnder(relative(ROOT, path), onlyReadme));
    else if (name.endsWith('.md') && (!onlyReadme || /^README/i.test(name))) found.push(relative(ROOT, path));
  }
  return found.sort();
}

/** Markdown a user of the service reads. */
const USER_FACING = ['README.md', ...markdownUnder('docs'), ...markdownUnder('examples'), ...markdownUnder('libs', true)].filter((file) =>
  existsSync(join(ROOT, file)),
);

/** Every Markdown file whose links must resolve: the user-facing ones and the developers' notes. */
const LINKED = [...USER_FACING, 'DEVELOPERS.md'].filter((file) => existsSync(join(ROOT, file)));

/** The text outside fenced code blocks and inline code spans, where links are links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links and images `[text](target "title")` and of reference definitions. */
export function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const targets: string[] = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(match[1]);
  return targets;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to '-'. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor the headings of a Markdown file define, with GitHub's -1, -2 for repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutCode.matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  for (const match of withoutCode.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null; // absolute URL, mailto:
  const [rawPath, anchor] = target.split('#', 2);
  const path = decodeURIComponent(rawPath);
  const resolved = path === '' ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), path);
  if (path.startsWith('/')) return `${target}: absolute paths do not resolve on GitHub or in a clone`;
  if (relative(ROOT, resolved).startsWith('..')) return `${target}: points outside the repository`;
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor !== undefined && anchor !== '' && resolved.endsWith('.md')) {
    if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor.toLowerCase())) {
      return `${target}: no heading '#${anchor}' in ${relative(ROOT, resolved)}`;
    }
  }
  return null;
}

/** Internal labels that mean nothing outside this repository, with the line they are on. */
export function internalLabels(markdown: string): string[] {
  const found: string[] = [];
  markdown.split('\n').forEach((line, index) => {
    const hits = [
      ...line.matchAll(/\bD\d{1,2}b?\b/g),
      ...line.matchAll(/seed-spec/gi),
      ...line.matchAll(/decisions\.md/gi),
      ...line.matchAll(/spec endpoint/gi),
      ...line.matchAll(/\(spec \d+\)/gi),
    ];
    for (const hit of hits) found.push(`line ${index + 1}: '${hit[0]}' in "${line.trim().slice(0, 120)}"`);
  });
  return found;
}

describe('documentation links', () => {
  it('finds the Markdown files to check', () => {
    expect(LINKED).toEqual(expect.arrayContaining(['README.md', 'DEVELOPERS.md', 'docs/contract.md', 'docs/errors.md']));
  });

  it.each(LINKED)('every relative link of %s points at a file of the repository, and its #anchor at a heading', (file) => {
    const markdown = readFileSync(join(ROOT, file), 'utf8');
    const broken = linkTargets(markdown)
      .map((target) => brokenLink(file, target))
      .filter((problem): problem is string => problem !== null);
    expect(broken).toEqual([]);
  });

  it.each(USER_FACING)('%s cites no internal decision labels or documents outside the repository', (file) => {
    expect(internalLabels(readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('slugs headings as GitHub does', () => {
    expect(slugOf('GET /api/events (pull and replay)')).toBe('get-apievents-pull-and-replay');
    expect(slugOf('`tournament.created`')).toBe('tournamentcreated');
    expect(slugOf('400 or 422')).toBe('400-or-422');
    expect(slugOf('Authentication and permission (401 and 403)')).toBe('authentication-and-permission-401-and-403');
    expect(slugOf('Transfer wallet (default)')).toBe('transfer-wallet-default');
    expect(slugOf('See [the docs](docs/x.md) now')).toBe('see-the-docs-now');
  });

  it('numbers repeated headings', () => {
    expect([...anchorsOf('# A\n## Setup\n## Setup\n```\n# not a heading\n```\n')]).toEqual(['a', 'setup', 'setup-1']);
  });

  it('reads inline links and reference definitions, not code', () => {
    const markdown = 'See [a](docs/a.md#x) and ![b](img.png "t").\n\n`[c](nope.md)`\n\n```\n[d](nope.md)\n```\n[e]: other.md\n';
    expect(linkTargets(markdown)).toEqual(['docs/a.md#x', 'img.png', 'other.md']);
  });

  it('finds broken links, missing anchors and links outside the repository', () => {
    expect(brokenLink('README.md', 'docs/contract.md')).toBeNull();
    expect(brokenLink('README.md', 'https://example.com/x.md')).toBeNull();
    expect(brokenLink('docs/contract.md', 'errors.md#every-error-code')).toBeNull();
    expect(brokenLink('README.md', 'docs/nope.md')).toMatch(/no such file/);
    expect(brokenLink('docs/contract.md', 'errors.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('README.md', '../shared/spec/seed-spec.md')).toMatch(/outside the repository/);
  });

  it('finds the internal labels a user cannot look up', () => {
    expect(internalLabels('Versioning (D1) and idempotency (D12b), see seed-spec.md and decisions.md')).toHaveLength(4);
    expect(internalLabels('The summary cites spec endpoint 12 and (spec 4).')).toHaveLength(2);
    expect(internalLabels('A UUID such as 01a204f4-d1 or an HTTP 404 is fine; so is DD12 or D123.')).toEqual([]);
  });
});
