import { readFileSync } from 'node:fs';

/**
 * uPlot (a dependency of the service) as its package ships it for browsers: the self-contained
 * script, which defines `uPlot`, and its stylesheet. Read once from node_modules, so the service
 * serves the charts library itself (no third-party origin).
 */
function uplotFile(name: string): string {
  return readFileSync(require.resolve(`uplot/dist/${name}`), 'utf8');
}

export const UPLOT_JS = uplotFile('uPlot.iife.min.js');
export const UPLOT_CSS = uplotFile('uPlot.min.css');
