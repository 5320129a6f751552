import { Controller, Get, NotFoundException, Module, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { checkResponsesOf, ResponseChecker, ResponseMismatchError } from '../support/response-check';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournament } from '../support/tournament-fixtures';

// Every reply the e2e suite receives is checked against the OpenAPI document of the app that sent
// it (test/support/response-check.ts). These tests prove the check refuses what it must refuse:
// an undeclared property, a wrong type, an undeclared status; and that it is on in the suite.

class ProbeShapeDto {
  @ApiProperty({ example: 'probe' }) name: string;
  @ApiProperty({ type: 'integer', example: 1 }) count: number;
  @ApiProperty({ type: String, nullable: true, example: null }) note: string | null;
}

/** A documented route that can answer off its own document on request. */
@Controller('api/response-check-probe')
class ResponseCheckProbeController {
  @Get()
  @ApiOkResponse({ type: ProbeShapeDto })
  shape(@Query('as') as: string) {
    const documented = { name: 'probe', count: 1, note: null };
    if (as === 'extra') return { ...documented, surprise: true };
    if (as === 'wrong-type') return { ...documented, count: '1' };
    return documented;
  }

  @Get('missing')
  @ApiOkResponse({ type: ProbeShapeDto })
  missing(): never {
    throw new NotFoundException();
  }
}

@Module({ controllers: [ResponseCheckProbeController] })
class ResponseCheckProbeModule {}

describe('every e2e reply is checked against the served OpenAPI document', () => {
  let t: TestApp;
  let op: TestOperator & TestKey;
  let checker: ResponseChecker;

  beforeAll(async () => {
    t = await startTestApp({}, [ResponseCheckProbeModule]);
    // startTestApp leaves the routes of extra (test-only) modules unchecked; this file checks its probe.
    checkResponsesOf(t.baseUrl);
    op = await operatorWithKey(t);
    checker = new ResponseChecker((await t.http.get('/api/docs-json')).body);
  });
  afterAll(() => t?.close());

  it('lets a reply that matches its declared schema through (nullable fields included)', async () => {
    const res = await t.http.get('/api/response-check-probe');
    expect(res.body).toEqual({ name: 'probe', count: 1, note: null });
  });

  it('fails the call on a property the document does not declare, naming the operation, status, error and body', async () => {
    const call = t.http.get('/api/response-check-probe?as=extra');
    await expect(call).rejects.toBeInstanceOf(ResponseMismatchError);
    await expect(call).rejects.toThrow(
      /^GET \/api\/response-check-probe \(\w+\) answered 200 to GET \/api\/response-check-probe\?as=extra/,
    );
    await expect(call).rejects.toThrow(/must NOT have (additional|unevaluated) properties 'surprise'/);
    await expect(call).rejects.toThrow(/"surprise":true/);
  });

  it('fails the call on a field of the wrong type', async () => {
    await expect(t.http.get('/api/response-check-probe?as=wrong-type')).rejects.toThrow(/\/count must be integer/);
  });

  it('fails the call on a status the operation does not declare', async () => {
    await expect(t.http.get('/api/response-check-probe/missing')).rejects.toThrow(/declares no 404 response \(declared: 200\)/);
  });

  it('can be turned off for one call, which then sees the raw reply', async () => {
    const res = await t.http.get('/api/response-check-probe?as=extra', { unchecked: 'this test examines an undocumented reply' });
    expect(res.body).toMatchObject({ surprise: true });
  });

  it('checks nested objects of the real document: an extra or mistyped field deep in a tournament is refused', async () => {
    const created = await createTournament(op.client);
    const reply = { method: 'POST', path: '/api/tournaments', status: 201, contentType: 'application/json; charset=utf-8' };
    const check = (body: any) => checker.problemWith({ ...reply, body, text: JSON.stringify(body) });
    expect(check(created.body)).toBeUndefined();
    expect(check({ ...created.body, tournament: { ...created.body.tournament, maxPlayers: null } })).toBeUndefined();
    expect(check({ ...created.body, tournament: { ...created.body.tournament, surprise: 1 } })).toMatch(
      /\/tournament must NOT have (additional|unevaluated) properties 'surprise'/,
    );
    expect(check({ ...created.body, tournament: { ...created.body.tournament, currentPlayers: '0' } })).toMatch(
      /\/tournament\/currentPlayers must be integer/,
    );
    const { tournament_id: _omitted, ...withoutId } = created.body;
    expect(check(withoutId)).toMatch(/must have required property 'tournament_id'/);
  });

  it('checks error bodies and finds operations by path template, also under /api/api', async () => {
    const missing = '/api/api/tournaments/00000000-0000-4000-8000-000000000000';
    const res = await op.client.get(missing);
    expect(res.status).toBe(404);
    const check = (body: any) =>
      checker.problemWith({ method: 'GET', path: missing, status: 404, contentType: 'application/json', body, text: JSON.stringify(body) });
    expect(check(res.body)).toBeUndefined();
    expect(check({ ...res.body, stack: 'at Foo' })).toMatch(
      /^GET \/api\/tournaments\/\{tournamentId\} .*must NOT have (additional|unevaluated) properties 'stack'/s,
    );
  });
});
