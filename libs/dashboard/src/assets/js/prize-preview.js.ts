/**
 * The tournament form's prize table, kept up to date as the form changes: the form is posted to
 * the server's prize preview (the same rules as a Preview submit, nothing saved) and the table
 * rewritten from its answer. Without script, the Preview button renders the same table.
 */
export const PRIZE_PREVIEW_JS = `
(function () {
  var form = document.querySelector('form[data-prize-preview]');
  if (!form || !window.fetch || !window.FormData) return;
  var box = form.querySelector('[data-testid="prize-preview"]');
  var rows = box && box.querySelector('[data-testid="prize-preview-rows"]');
  var summary = box && box.querySelector('[data-testid="prize-preview-summary"]');
  if (!rows || !summary) return;
  var token = form.querySelector('input[name="_csrf"]');
  var timer = null;
  var asked = 0;
  function cell(text, numeric) {
    var td = document.createElement('td');
    if (numeric) td.className = 'num';
    td.textContent = text;
    return td;
  }
  function show(answer) {
    while (rows.firstChild) rows.removeChild(rows.firstChild);
    if (!answer.ok) {
      var messages = [];
      Object.keys(answer.errors || {}).forEach(function (field) { messages = messages.concat(answer.errors[field]); });
      summary.textContent = 'No prize table yet: ' + (messages.join(' ') || 'the form has errors') + '.';
      var tr = document.createElement('tr');
      var td = cell('Correct the fields to see the prizes.');
      td.colSpan = 2;
      td.className = 'muted';
      tr.appendChild(td);
      rows.appendChild(tr);
      return;
    }
    summary.textContent = 'Prize pool ' + answer.pool + ' ' + answer.basis + '.';
    if (answer.rows.length === 0) {
      var empty = document.createElement('tr');
      var none = cell('No prizes: the pool is empty.');
      none.colSpan = 2;
      none.className = 'muted';
      empty.appendChild(none);
      rows.appendChild(empty);
    }
    answer.rows.forEach(function (row) {
      var tr = document.createElement('tr');
      tr.appendChild(cell(row.places));
      tr.appendChild(cell(row.amount, true));
      rows.appendChild(tr);
    });
  }
  function refresh() {
    var mine = ++asked;
    var body = new URLSearchParams(new FormData(form));
    fetch(form.getAttribute('data-prize-preview'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-csrf-token': token ? token.value : '' },
      body: body.toString(),
    })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (answer) { if (answer && mine === asked) show(answer); })
      .catch(function () {});
  }
  function later() {
    clearTimeout(timer);
    timer = setTimeout(refresh, 300);
  }
  form.addEventListener('input', later);
  form.addEventListener('change', later);
  refresh();
})();
`;
