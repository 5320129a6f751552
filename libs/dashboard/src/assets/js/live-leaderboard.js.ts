/**
 * The live leaderboard of a tournament's page (D13, short polling as the issue allows): while the
 * table says data-live="on", fetch its leaderboard.json every 2 s and rebuild the rows with DOM
 * methods and textContent only (operator data never becomes markup). Stops when the tournament is
 * completed or cancelled, on 401 (session over: the user must reload and sign in) and on 404;
 * any other failure backs off up to 30 s.
 */
export const LIVE_LEADERBOARD_JS = `
(function () {
  var table = document.querySelector('[data-testid="leaderboard"][data-live="on"]');
  if (!table || !window.fetch) return;
  var tbody = table.tBodies[0];
  var updated = document.querySelector('[data-testid="leaderboard-updated"]');
  var note = document.querySelector('[data-testid="live-status"]');
  var badge = document.querySelector('[data-testid="tournament-status"]');
  var url = '/dashboard/tournaments/' + encodeURIComponent(table.getAttribute('data-tournament-id')) + '/leaderboard.json';
  var STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];
  var BASE_DELAY = 2000, MAX_DELAY = 30000, delay = BASE_DELAY;

  function say(text) { if (note) note.textContent = text; }

  function utc(iso) {
    var date = new Date(iso);
    if (isNaN(date.getTime())) return null;
    return date.toISOString();
  }

  function showUpdated(iso) {
    var exact = utc(iso);
    if (!updated || !exact) return;
    var time = document.createElement('time');
    time.setAttribute('datetime', exact);
    time.textContent = exact.replace('T', ' ').replace(/\\.\\d{3}Z$/, ' UTC');
    updated.replaceChildren(time);
  }

  function cell(row, testId, text, numeric) {
    var td = document.createElement('td');
    if (testId) td.setAttribute('data-testid', testId);
    if (numeric) td.className = 'num';
    td.textContent = text == null ? '' : String(text);
    row.appendChild(td);
  }

  function render(data) {
    var rows = [];
    var entries = Array.isArray(data.entries) ? data.entries : [];
    entries.forEach(function (entry) {
      var tr = document.createElement('tr');
      tr.setAttribute('data-testid', 'leaderboard-row');
      cell(tr, 'lb-position', entry.position, true);
      cell(tr, 'lb-player', entry.display_name || entry.player_id, false);
      cell(tr, 'lb-points', entry.points, true);
      cell(tr, 'lb-status', entry.status, false);
      rows.push(tr);
    });
    if (rows.length === 0) {
      var empty = document.createElement('tr');
      empty.setAttribute('data-testid', 'leaderboard-empty');
      var td = document.createElement('td');
      td.colSpan = 4;
      td.className = 'muted';
      td.textContent = 'No players yet.';
      empty.appendChild(td);
      rows.push(empty);
    }
    tbody.replaceChildren.apply(tbody, rows);
    showUpdated(data.last_updated);
    if (badge && STATUSES.indexOf(data.status) >= 0) {
      badge.className = 'badge ' + data.status;
      badge.textContent = data.status.replace(/_/g, ' ');
    }
  }

  function stop(text) {
    table.setAttribute('data-live', 'off');
    say(text);
  }

  function later() { window.setTimeout(poll, delay); }

  function poll() {
    fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(function (response) {
        if (response.status === 401) return stop('Your session has expired: reload the page to sign in again.');
        if (response.status === 404) return stop('This tournament is no longer available.');
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json().then(function (data) {
          render(data);
          delay = BASE_DELAY;
          if (data.status === 'completed' || data.status === 'cancelled') return stop('Final: the tournament is ' + data.status + '.');
          say('Live: refreshed every 2 seconds.');
          later();
        });
      })
      .catch(function () {
        delay = Math.min(delay * 2, MAX_DELAY);
        say('Could not refresh the leaderboard; trying again in ' + Math.round(delay / 1000) + ' seconds.');
        later();
      });
  }

  later();
})();
`;
