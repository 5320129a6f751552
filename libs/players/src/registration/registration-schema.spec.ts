import 'reflect-metadata';
import { getSchemaPath } from '@nestjs/swagger';
import { PlayerEntity, TournamentEntity, TournamentEntryEntity } from '@app/database';
import { GameLaunchDto, RegistrationDto } from '../dto/player-response.dto';
import { documentedFields, REGISTRATION_SCHEMA } from '../tournament-players.controller';
import { toRegistrationDto } from './registration.mapper';

// The documented schema of the registration record (endpoints 6 and the token reissue) must
// describe what toRegistrationDto really sends: the named fields, plus one property named by the
// game slug that holds { jwt, game_url } (spec 6, D10). Found by the OpenAPI fuzzing suite: the
// schema once applied additionalProperties to every field (player_id "must be an object") and
// required expires_at in the slug object, which never carries it.

function record(): Record<string, unknown> {
  const entry = Object.assign(new TournamentEntryEntity(), {
    id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
    displayName: 'LuckyLuke',
    status: 'registered',
    entryCount: 1,
    totalPaid: '10.50000000',
    registeredAt: new Date('2026-11-23T10:00:00.000Z'),
  });
  const player = Object.assign(new PlayerEntity(), { id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f02', externalId: 'user-42' });
  const tournament = Object.assign(new TournamentEntity(), { id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f03', gameSlug: 'book-of-gold' });
  const access = {
    jwt: 'a.b.c',
    gameUrl: 'https://games.example.com/play/book-of-gold?jwt=a.b.c',
    expiresAt: new Date('2026-11-30T18:00:00.000Z'),
  };
  return toRegistrationDto(entry, player, tournament, 2, access, 'Player registered') as Record<string, unknown>;
}

describe('registration record schema', () => {
  it('names every field the mapper sends except the game-slug property', () => {
    const sent = Object.keys(record())
      .filter((key) => key !== 'book-of-gold')
      .sort();
    expect(documentedFields(RegistrationDto).sort()).toEqual(sent);
    expect(Object.keys(REGISTRATION_SCHEMA.properties).sort()).toEqual(sent);
  });

  it('describes only the game-slug property by additionalProperties, as { jwt, game_url }', () => {
    expect(REGISTRATION_SCHEMA.additionalProperties).toEqual({ $ref: getSchemaPath(GameLaunchDto) });
    const slug = record()['book-of-gold'] as Record<string, unknown>;
    expect(documentedFields(GameLaunchDto).sort()).toEqual(Object.keys(slug).sort());
  });
});
