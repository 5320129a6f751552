import { createFaultPoints, faultPoint, parseFaultPoints } from './fault-points';

describe('fault points (reliability suite only)', () => {
  it('parses names and name@N, the first hit by default', () => {
    expect([...parseFaultPoints('registration.after_debit, payout.after_credit_sent@25,x_y-z@1')]).toEqual([
      ['registration.after_debit', 1],
      ['payout.after_credit_sent', 25],
      ['x_y-z', 1],
    ]);
  });

  it('is empty when the variable is unset or blank', () => {
    expect(parseFaultPoints(undefined).size).toBe(0);
    expect(parseFaultPoints('').size).toBe(0);
    expect(parseFaultPoints(' , ').size).toBe(0);
  });

  it.each(['a@0', 'a@', 'a@x', '@3', 'a b', 'a@-1', 'a@1.5'])('refuses the malformed entry %p', (entry) => {
    expect(() => parseFaultPoints(entry)).toThrow(/malformed/);
  });

  it('acts exactly on the N-th hit of the named point, never before or after, and ignores other points', () => {
    const acted: string[] = [];
    const points = createFaultPoints('a@3,b', (name) => acted.push(name));
    points.reach('a');
    points.reach('c');
    points.reach('a');
    expect(acted).toEqual([]);
    points.reach('a');
    expect(acted).toEqual(['a']);
    points.reach('a');
    points.reach('b');
    points.reach('b');
    expect(acted).toEqual(['a', 'b']);
  });

  it('does nothing without rules', () => {
    const acted: string[] = [];
    const points = createFaultPoints(undefined, (name) => acted.push(name));
    for (let i = 0; i < 100; i++) points.reach('registration.after_debit');
    expect(acted).toEqual([]);
  });

  it('the process-wide point is inert when TS_FAULT_POINTS is unset (as in production)', () => {
    expect(process.env.TS_FAULT_POINTS).toBeUndefined();
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
    try {
      faultPoint('registration.after_debit');
      faultPoint('payout.after_positions');
      expect(kill).not.toHaveBeenCalled();
    } finally {
      kill.mockRestore();
    }
  });

  it('by default kills its own process with SIGKILL', () => {
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
    try {
      createFaultPoints('p').reach('p');
      expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
    } finally {
      kill.mockRestore();
    }
  });
});
