/**
 * The runnable walkthrough of a Markdown file (README.md, "Your first tournament"): fenced code
 * blocks marked by a second word in their info string.
 *
 * - ```` ```bash walkthrough-start ````: how the reader starts the service, `NAME=value ... npm start`.
 * - ```` ```bash walkthrough-env ````: the shell variables the reader sets, `NAME=value` lines.
 * - ```` ```bash walkthrough ````: commands, run in order in one bash shell; each is followed by
 * - ```` ```<any> walkthrough-output ````: exactly what the commands print, line for line; `...`
 *   inside a line stands for any text (ids, keys, tokens that differ on every run).
 */

export interface FencedBlock {
  /** Info string words after the language, e.g. ["walkthrough"]. */
  tags: string[];
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface WalkthroughStep {
  commands: string;
  expected: string[];
  /** 1-based line of the command block in the file. */
  line: number;
}

export interface Walkthrough {
  /** Variables the start command sets, e.g. { ADMIN_API_KEY: '...' }. */
  startEnv: Record<string, string>;
  /** Variables the reader sets in the shell, in order. */
  shellEnv: Record<string, string>;
  steps: WalkthroughStep[];
}

const TAGS = ['walkthrough-start', 'walkthrough-env', 'walkthrough', 'walkthrough-output'];
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S+)$/;

/** Every fenced block (``` or ~~~) of the file, with its info string's words after the first. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const [, ...tags] = open[2].trim().split(/\s+/);
    const body: string[] = [];
    let j = i + 1;
    const closes = (line: string) => line.trim().startsWith(fence) && /^(`+|~+)$/.test(line.trim()) && line.trim()[0] === fence[0];
    while (j < lines.length && !closes(lines[j])) {
      body.push(lines[j]);
      j++;
    }
    if (j === lines.length) throw new Error(`code block opened at line ${i + 1} is never closed`);
    blocks.push({ tags, body: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

function assignments(text: string, where: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = ASSIGNMENT.exec(line);
    if (!match) throw new Error(`${where}: "${line}" is not a NAME=value line`);
    env[match[1]] = match[2];
  }
  return env;
}

/** Reads the walkthrough of the file; throws when its blocks are not in the expected order. */
export function parseWalkthrough(markdown: string): Walkthrough {
  const blocks = fencedBlocks(markdown).filter((block) => block.tags.some((tag) => TAGS.includes(tag)));
  const starts = blocks.filter((block) => block.tags.includes('walkthrough-start'));
  const envs = blocks.filter((block) => block.tags.includes('walkthrough-env'));
  if (starts.length !== 1 || envs.length !== 1) {
    throw new Error(`expected one walkthrough-start and one walkthrough-env block, found ${starts.length} and ${envs.length}`);
  }
  const start = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)+)npm start$/.exec(starts[0].body.trim());
  if (!start) throw new Error(`walkthrough-start (line ${starts[0].line}) must be "NAME=value ... npm start"`);
  const startEnv = assignments(start[1].trim().split(/\s+/).join('\n'), `walkthrough-start (line ${starts[0].line})`);
  const shellEnv = assignments(envs[0].body, `walkthrough-env (line ${envs[0].line})`);

  const steps: WalkthroughStep[] = [];
  const rest = blocks.filter((block) => block !== starts[0] && block !== envs[0]);
  for (let i = 0; i < rest.length; i++) {
    const block = rest[i];
    if (!block.tags.includes('walkthrough')) throw new Error(`walkthrough-output at line ${block.line} follows no walkthrough block`);
    const output = rest[i + 1];
    if (!output?.tags.includes('walkthrough-output'))
      throw new Error(`walkthrough block at line ${block.line} is not followed by a walkthrough-output block`);
    steps.push({ commands: block.body, expected: output.body.split('\n'), line: block.line });
    i++;
  }
  return { startEnv, shellEnv, steps };
}

/** Whether an output line matches the expected one, `...` standing for any text. */
export function lineMatches(expected: string, actual: string): boolean {
  const pattern = expected
    .split('...')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(actual);
}

/**
 * The actual lines with every line that matches its expected line replaced by the expected one,
 * so that comparing the result with the expected lines shows only the real differences.
 */
export function alignOutput(expected: string[], actual: string[]): string[] {
  return actual.map((line, i) => (i < expected.length && lineMatches(expected[i], line) ? expected[i] : line));
}

/** A marker line between the blocks' outputs in one shell run. */
export function stepMarker(index: number): string {
  return `@@walkthrough-step-${index}@@`;
}

/**
 * One bash script running every step in order in the same shell (variables carry over), with a
 * marker before each step on stdout and stderr so that the output can be split by step.
 */
export function walkthroughScript(steps: WalkthroughStep[]): string {
  const parts: string[] = [];
  steps.forEach((step, i) => {
    parts.push(`printf '\\n%s\\n' '${stepMarker(i)}'; printf '\\n%s\\n' '${stepMarker(i)}' >&2`);
    parts.push(step.commands);
  });
  parts.push(`printf '\\n%s\\n' '${stepMarker(steps.length)}'; printf '\\n%s\\n' '${stepMarker(steps.length)}' >&2`);
  return parts.join('\n') + '\n';
}

/** Splits a run's stdout (or stderr) into the lines of each step, blank lines at the ends dropped. */
export function splitByStep(output: string, count: number): string[][] {
  const result: string[][] = [];
  for (let i = 0; i < count; i++) {
    const from = output.indexOf(`${stepMarker(i)}\n`);
    const to = output.indexOf(`\n${stepMarker(i + 1)}\n`);
    if (from < 0 || to < 0) {
      result.push([`(step ${i + 1} did not run to its end)`]);
      continue;
    }
    const text = output.slice(from + stepMarker(i).length + 1, to).replace(/^\n+|\n+$/g, '');
    result.push(text === '' ? [] : text.split('\n'));
  }
  return result;
}
