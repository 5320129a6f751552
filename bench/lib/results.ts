import { Measurement } from './types';

/**
 * Measurements of the scenarios already run in this process, filled by bench/run.ts after each
 * scenario; scenario 7 reads the PostgreSQL figures of 1 and 3 from here to state its ratios.
 */
export const recordedMeasurements: Measurement[] = [];

export function findMeasurement(scenario: string, nameIncludes: string): Measurement | undefined {
  return recordedMeasurements.find((m) => m.scenario === scenario && m.name.includes(nameIncludes));
}
