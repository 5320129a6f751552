/**
 * The live standings of a tournament's page (D13). While the leaderboard says data-live="on",
 * the page follows /dashboard/tournaments/:id/live with EventSource: each `snapshot` (a
 * leaderboard page, every seated player) and the `counters` event sent with it (same version)
 * rebuild the leaderboard (players still in play), the players table, their prize column and
 * the counters together,
 * so the three never disagree (tournaments/live-standings.ts); `status` events update the badge;
 * `end` (the tournament is finished) closes the EventSource, which would otherwise reconnect.
 * A refused stream (EventSource cannot read why) is explained by one leaderboard.json request:
 * 401 (session over) and 404 stop; anything else tries the stream again, backing off up to
 * 30 s. Without EventSource, leaderboard.json (the same standings and counters) is polled every
 * 2 s. The registrations table is not live: once the standings move on, the page says so. Rows
 * are built with DOM methods and textContent only: operator data never becomes markup.
 */
export const LIVE_LEADERBOARD_JS = `
(function () {
  var table = document.querySelector('[data-testid="leaderboard"][data-live="on"]');
  if (!table || !(window.EventSource || window.fetch)) return;
  function find(testId) { return document.querySelector('[data-testid="' + testId + '"]'); }
  var leaderboardBody = table.tBodies[0];
  var playersTable = find('players-table');
  var playersBody = playersTable ? playersTable.tBodies[0] : null;
  var playersCount = find('players-count');
  var updated = find('leaderboard-updated');
  var note = find('live-status');
  var badge = find('tournament-status');
  var counterCells = {
    players: find('counter-players'),
    active: find('counter-active'),
    eliminated: find('counter-eliminated'),
    prize_pool: find('prize-pool')
  };
  var base = '/dashboard/tournaments/' + encodeURIComponent(table.getAttribute('data-tournament-id'));
  var ROWS = Number(table.getAttribute('data-rows')) || 50;
  var STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];
  var SESSION_OVER = 'Your session has expired: reload the page to sign in again.';
  var GONE = 'This tournament is no longer available.';
  var BASE_DELAY = 2000, MAX_DELAY = 30000, delay = BASE_DELAY;
  var status = table.getAttribute('data-status');
  var loadedVersion = table.getAttribute('data-version');
  var registrationsAsOf = find('registrations-as-of');

  function say(text, state) {
    if (!note) return;
    note.textContent = text;
    note.setAttribute('data-state', state);
  }

  function label(value) { return String(value).replace(/_/g, ' '); }

  function parse(text) {
    try { return JSON.parse(text); } catch (error) { return null; }
  }

  function showUpdated(iso) {
    var date = new Date(iso);
    if (!updated || isNaN(date.getTime())) return;
    var exact = date.toISOString();
    var time = document.createElement('time');
    time.setAttribute('datetime', exact);
    time.textContent = exact.replace('T', ' ').replace(/\\.\\d{3}Z$/, ' UTC');
    updated.replaceChildren(time);
  }

  function cell(row, testId, text, numeric) {
    var td = document.createElement('td');
    td.setAttribute('data-testid', testId);
    if (numeric) td.className = 'num';
    td.textContent = text == null ? '' : String(text);
    row.appendChild(td);
    return td;
  }

  function emptyRow(testId, text) {
    var tr = document.createElement('tr');
    tr.setAttribute('data-testid', testId);
    var td = document.createElement('td');
    td.colSpan = 5;
    td.className = 'muted';
    td.textContent = text;
    tr.appendChild(td);
    return tr;
  }

  function nameOf(entry) { return entry.display_name || entry.player_id; }

  /** The prize column: as the page writes it (live-standings.ts prizeText). */
  function prizeOf(prizes, entry) {
    return prizes && Object.prototype.hasOwnProperty.call(prizes, entry.player_id) ? prizes[entry.player_id] : '\u2014';
  }

  function leaderboardRow(entry, prizes) {
    var tr = document.createElement('tr');
    tr.setAttribute('data-testid', 'leaderboard-row');
    cell(tr, 'lb-position', entry.position, true);
    cell(tr, 'lb-player', nameOf(entry), false);
    cell(tr, 'lb-points', entry.points, true);
    cell(tr, 'lb-status', entry.status, false);
    cell(tr, 'lb-prize', prizeOf(prizes, entry), true);
    return tr;
  }

  function playerRow(entry, prizes) {
    var tr = document.createElement('tr');
    tr.setAttribute('data-testid', 'player-row');
    if (entry.status === 'eliminated') tr.className = 'eliminated';
    cell(tr, 'pl-position', entry.position, true);
    cell(tr, 'pl-player', nameOf(entry), false);
    cell(tr, 'pl-points', entry.points, true);
    var badgeCell = cell(tr, 'pl-status', '', false);
    var span = document.createElement('span');
    span.className = 'badge ' + String(entry.status).replace(/[^a-z_]/g, '');
    span.textContent = label(entry.status);
    badgeCell.appendChild(span);
    cell(tr, 'pl-prize', prizeOf(prizes, entry), true);
    return tr;
  }

  function playersNote(shown, total) {
    if (total === 0) return 'No players yet.';
    if (shown < total) return 'The first ' + shown + ' of ' + total + ' players.';
    return total + (total === 1 ? ' player.' : ' players.');
  }

  /** One leaderboard page (every seated player) and its counters: the three parts at once. */
  function render(entries, lastUpdated, counters) {
    var inPlay = entries.filter(function (entry) { return entry.status !== 'eliminated'; }).slice(0, ROWS);
    var rows = inPlay.map(function (entry) { return leaderboardRow(entry, counters.prizes); });
    if (rows.length === 0) rows.push(emptyRow('leaderboard-empty', counters.players === 0 ? 'No players yet.' : 'No players still in play.'));
    leaderboardBody.replaceChildren.apply(leaderboardBody, rows);
    if (playersBody) {
      var players = entries.map(function (entry) { return playerRow(entry, counters.prizes); });
      if (players.length === 0) players.push(emptyRow('players-empty', 'No players yet.'));
      playersBody.replaceChildren.apply(playersBody, players);
    }
    if (playersCount) playersCount.textContent = playersNote(entries.length, counters.players);
    Object.keys(counterCells).forEach(function (name) {
      if (counterCells[name] && counters[name] != null) counterCells[name].textContent = String(counters[name]);
    });
    showUpdated(lastUpdated);
    if (registrationsAsOf && String(counters.version) !== loadedVersion) {
      registrationsAsOf.textContent = ' when this page was loaded; the standings have changed since: reload the page for the latest registrations and payments.';
    }
  }

  /** The prize column's heading and note once the tournament is finished (tournament-detail.view.ts prizeHeading). */
  var FINAL_PRIZE_NOTES = {
    completed: 'Prize: what completion paid.',
    cancelled: 'Cancelled: no prizes; every payment was refunded.'
  };

  function showPrizeHeading(value) {
    if (!FINAL_PRIZE_NOTES[value]) return;
    document.querySelectorAll('[data-prize-heading]').forEach(function (th) { th.textContent = 'Prize'; });
    var prizeNote = find('prize-note');
    if (prizeNote) prizeNote.textContent = FINAL_PRIZE_NOTES[value];
  }

  function showStatus(value) {
    if (STATUSES.indexOf(value) < 0) return;
    status = value;
    showPrizeHeading(value);
    table.setAttribute('data-status', value);
    if (badge) {
      badge.className = 'badge ' + value;
      badge.textContent = label(value);
    }
  }

  function finished() { return status === 'completed' || status === 'cancelled'; }

  function stop(text) {
    table.setAttribute('data-live', 'off');
    say(text, 'final');
  }

  function stopFinal() { stop('Final: the tournament is ' + label(status) + '.'); }

  /** leaderboard.json: the status, then the same standings and counters the stream sends. */
  function fetchJson(onData, onFailure) {
    fetch(base + '/leaderboard.json', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(function (response) {
        if (response.status === 401) return stop(SESSION_OVER);
        if (response.status === 404) return stop(GONE);
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json().then(function (data) {
          showStatus(data.status);
          if (Array.isArray(data.entries) && data.counters) render(data.entries, data.last_updated, data.counters);
          if (finished()) return stopFinal();
          onData();
        });
      })
      .catch(onFailure);
  }

  function backOff() {
    var wait = delay;
    delay = Math.min(delay * 2, MAX_DELAY);
    return wait;
  }

  function follow() {
    var source = new EventSource(base + '/live');
    var pending = null, pendingVersion = null;
    source.onopen = function () {
      delay = BASE_DELAY;
      say('Live', 'live');
    };
    source.addEventListener('snapshot', function (event) {
      pending = parse(event.data);
      pendingVersion = event.lastEventId;
    });
    source.addEventListener('counters', function (event) {
      var counters = parse(event.data);
      if (pending && counters && pending.leaderboard && String(counters.version) === pendingVersion) {
        render(pending.leaderboard.data, pending.last_updated, counters);
      }
      pending = null;
    });
    source.addEventListener('status', function (event) {
      var data = parse(event.data);
      if (data) showStatus(data.status);
    });
    source.addEventListener('end', function () {
      source.close();
      if (finished()) stopFinal();
      else stop(GONE);
    });
    source.onerror = function () {
      say('Reconnecting…', 'reconnecting');
      if (source.readyState !== 2) return;
      // Refused rather than dropped: EventSource does not retry; find out why.
      source.close();
      var retry = function () { window.setTimeout(follow, backOff()); };
      if (window.fetch) fetchJson(retry, retry);
      else retry();
    };
  }

  function poll() {
    fetchJson(
      function () {
        delay = BASE_DELAY;
        say('Live: refreshed every 2 seconds.', 'live');
        window.setTimeout(poll, delay);
      },
      function () {
        var wait = backOff();
        say('Could not refresh the standings; trying again in ' + Math.round(wait / 1000) + ' seconds.', 'reconnecting');
        window.setTimeout(poll, wait);
      }
    );
  }

  if (window.EventSource) {
    say('Connecting…', 'reconnecting');
    follow();
  } else {
    window.setTimeout(poll, delay);
  }
})();
`;
