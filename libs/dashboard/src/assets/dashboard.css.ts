/** The dashboard's one stylesheet, served from /dashboard/assets (CSP: style-src 'self'). */
export const DASHBOARD_CSS = `
:root { --fg:#1d2433; --muted:#5b6478; --line:#d9dee8; --bg:#f6f7fb; --accent:#2451c7; --ok:#0f7a3d; --err:#b42318; --info:#2451c7; }
* { box-sizing: border-box; }
body { margin:0; font:15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color:var(--fg); background:var(--bg); }
a { color:var(--accent); }
header.top { display:flex; flex-wrap:wrap; align-items:center; gap:8px 24px; padding:10px 24px; background:#fff; border-bottom:1px solid var(--line); }
header.top .brand { font-weight:700; }
header.top nav { display:flex; gap:16px; flex:1; min-width:0; overflow-x:auto; }
header.top nav a { text-decoration:none; padding:6px 2px; color:var(--muted); white-space:nowrap; }
header.top nav a.active { color:var(--fg); border-bottom:2px solid var(--accent); }
header.top .signout { display:flex; gap:10px; align-items:center; margin:0; }
header.top .who { color:var(--muted); }
main { padding:20px 24px; max-width:1920px; }
main.narrow { max-width:420px; margin:60px auto; }
h1 { font-size:22px; margin:0 0 16px; }
h2 { font-size:17px; margin:24px 0 10px; }
/* A long e-mail address or id in a heading or a sentence wraps instead of running out of the window. */
h1, h2, p, label { overflow-wrap:anywhere; }
.card { background:#fff; border:1px solid var(--line); border-radius:8px; padding:16px; margin-bottom:16px; }
form.card label, form.stack label { display:block; margin-bottom:12px; font-weight:600; }
form.card input, form.card select, form.stack input, form.stack select { display:block; width:100%; margin-top:4px; padding:7px 9px; border:1px solid var(--line); border-radius:6px; font:inherit; font-weight:400; }
form.inline { display:flex; gap:10px; align-items:flex-end; flex-wrap:wrap; }
form.inline label { font-weight:600; }
form.inline input, form.inline select { display:block; margin-top:4px; padding:6px 8px; border:1px solid var(--line); border-radius:6px; font:inherit; }
button { font:inherit; padding:7px 14px; border-radius:6px; border:1px solid var(--accent); background:var(--accent); color:#fff; cursor:pointer; }
button.secondary { background:#fff; color:var(--accent); }
button.danger { background:#fff; color:var(--err); border-color:var(--err); }
a.danger { color:var(--err); }
table { width:100%; border-collapse:collapse; background:#fff; border:1px solid var(--line); }
th, td { text-align:left; padding:7px 10px; border-bottom:1px solid var(--line); vertical-align:top; }
th { background:#eef1f7; font-weight:600; }
td.num, th.num { text-align:right; font-variant-numeric:tabular-nums; }
.flash { padding:10px 14px; border-radius:6px; margin-bottom:16px; border:1px solid; }
.flash-success { color:var(--ok); border-color:var(--ok); background:#eefaf2; }
.flash-error { color:var(--err); border-color:var(--err); background:#fdf0ef; }
.flash-info { color:var(--info); border-color:var(--info); background:#eef2fd; }
.muted { color:var(--muted); }
.badge { display:inline-block; padding:1px 8px; border-radius:10px; font-size:12px; border:1px solid var(--line); background:#fff; }
.badge.scheduled { color:#7a5a00; } .badge.in_progress { color:var(--ok); } .badge.completed { color:var(--muted); } .badge.cancelled, .badge.revoked, .badge.expired { color:var(--err); }
.secret { display:flex; gap:10px; align-items:center; }
.secret code { flex:1; padding:8px; background:#f1f3f8; border-radius:6px; word-break:break-all; }
.pager { display:flex; gap:12px; align-items:center; margin-top:12px; }
.grid { display:grid; grid-template-columns:repeat(auto-fit, minmax(180px, 1fr)); gap:12px; }
.grid .card { margin:0; }
.grid .label { color:var(--muted); font-size:13px; }
td.details { max-width:380px; font-size:13px; }
.table-scroll { overflow-x:auto; }
.audit-details summary { cursor:pointer; white-space:nowrap; overflow:hidden; text-overflow:ellipsis; max-width:360px; font-family:ui-monospace, monospace; }
.audit-details pre { margin:6px 0 0; white-space:pre-wrap; overflow-wrap:break-word; max-width:480px; font-size:12px; }
.key-name { font-weight:600; }
.pager a.current { font-weight:600; text-decoration:none; color:var(--fg); }
form.inline input[type="number"] { width:110px; }
tr.eliminated td { color:var(--muted); background:#fafbfd; }
.badge.eliminated { color:var(--err); border-color:var(--err); } .badge.winner { color:var(--ok); border-color:var(--ok); }
.live-status[data-state="live"]::before, .live-status[data-state="reconnecting"]::before { content:""; display:inline-block; width:8px; height:8px; margin-right:6px; border-radius:50%; vertical-align:middle; }
.live-status[data-state="live"]::before { background:var(--ok); }
.live-status[data-state="reconnecting"]::before { background:#c98a00; }
.badge.active { color:var(--ok); } .badge.paused { color:#7a5a00; }
code.schedule { display:block; white-space:pre-wrap; overflow-wrap:anywhere; font-size:12px; color:var(--muted); }
ul.starts { margin:0; padding-left:18px; }
.badge.disabled { color:var(--err); }
.actions { display:flex; gap:8px; flex-wrap:wrap; align-items:flex-end; }
.actions form.inline select { padding:5px 6px; }
.field-error { color:var(--err); font-weight:400; font-size:13px; }
figure.chart { margin:0 0 16px; padding:12px; background:#fff; border:1px solid var(--line); }
figure.chart figcaption { margin-top:6px; font-size:13px; }
tbody th[scope="row"] { background:transparent; }
table caption { text-align:left; padding:6px 0; color:var(--muted); font-size:13px; }
th a.sort { color:inherit; text-decoration:none; }
th a.sort:hover, th a.sort:focus { text-decoration:underline; }
a.button { display:inline-block; font:inherit; padding:7px 14px; border-radius:6px; border:1px solid var(--accent); background:var(--accent); color:#fff; text-decoration:none; }
a.button.secondary { background:#fff; color:var(--accent); }
a.button.danger { background:#fff; color:var(--err); border-color:var(--err); }
.tournament-actions { margin-bottom:16px; }
form.card textarea { display:block; width:100%; margin-top:4px; padding:7px 9px; border:1px solid var(--line); border-radius:6px; font:inherit; font-weight:400; }
form.card label.check { display:flex; gap:8px; align-items:center; }
form.card label.check input { display:inline; width:auto; margin:0; }
form.tournament-form { max-width:760px; }
/* The keyboard's focus is always drawn; a date field's focus is on its parts, hence focus-within. */
a:focus-visible, button:focus-visible, input:focus-visible, input:focus-within, select:focus-visible, textarea:focus-visible, summary:focus-visible { outline:2px solid var(--accent); outline-offset:2px; }
/* Narrow windows (phones, from 360 px): the navigation wraps onto its own row, the user and
   sign-out stay in view, and a wide table scrolls the content sideways instead of widening the
   page (the content, not each table, scrolls: it always holds a link or a button, so keyboard
   users can scroll it too). */
@media (max-width: 760px) {
  header.top { padding:8px 12px; gap:6px 12px; }
  header.top nav { order:3; flex-basis:100%; flex-wrap:wrap; gap:2px 14px; overflow-x:visible; }
  header.top .signout { margin-left:auto; min-width:0; }
  header.top .who { max-width:150px; overflow:hidden; text-overflow:ellipsis; white-space:nowrap; }
  main { padding:14px 12px; overflow-x:auto; }
  form.inline > * { flex:1 1 140px; }
  .grid { grid-template-columns:repeat(auto-fit, minmax(140px, 1fr)); }
}
`;
