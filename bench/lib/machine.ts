import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { withPg } from './db';

export interface MachineInfo {
  nproc: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  postgres: string;
  kernel: string;
}

export async function machineInfo(pgUrl: string): Promise<MachineInfo> {
  let cpuModel = cpus()[0]?.model ?? 'unknown';
  try {
    cpuModel = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
  } catch {
    // keep os.cpus()
  }
  let nproc = cpus().length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    // keep os.cpus()
  }
  let kernel = '';
  try {
    kernel = execFileSync('uname', ['-sr'], { encoding: 'utf8' }).trim();
  } catch {
    kernel = process.platform;
  }
  const postgres = await withPg(pgUrl, async (client) => (await client.query('SHOW server_version')).rows[0].server_version as string);
  return { nproc, cpuModel, memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10, node: process.version, postgres, kernel };
}
