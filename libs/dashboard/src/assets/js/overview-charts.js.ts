/**
 * The overview's charts (served as overview.js, after uplot.js): reads the page's JSON block and
 * draws each chart placeholder with uPlot, then shows it. Without script, or without uPlot, the
 * placeholders stay hidden and the tables carry the same figures.
 */
export const OVERVIEW_CHARTS_JS = `"use strict";
(function () {
  var block = document.getElementById('overview-chart-data');
  if (!block || typeof window.uPlot !== 'function') return;
  var data;
  try { data = JSON.parse(block.textContent); } catch (e) { return; }
  var seconds = function (day) { return Date.parse(day + 'T00:00:00Z') / 1000; };
  var utc = function (ts) { return window.uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'); };
  var HEIGHT = 260;
  var amount = function (text) { return text === null ? null : Number(text); };
  function draw(plot, options, values) {
    var figure = plot.closest('figure');
    figure.hidden = false;
    options.width = Math.max(plot.clientWidth, 280);
    options.height = HEIGHT;
    options.tzDate = utc;
    var chart = new window.uPlot(options, values, plot);
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(function () {
        var width = Math.max(plot.clientWidth, 280);
        if (width !== chart.width) chart.setSize({ width: width, height: HEIGHT });
      }).observe(plot);
    }
    figure.setAttribute('data-drawn', 'true');
  }
  var registrations = document.querySelector('[data-chart="registrations"]');
  if (registrations && data.days.length) {
    draw(registrations, {
      scales: { y: { range: function (u, min, max) { return [0, Math.max(max, 1)]; } } },
      axes: [{}, { label: 'Registrations' }],
      series: [{}, { label: 'Registrations', stroke: '#1d4ed8', fill: 'rgba(29, 78, 216, 0.12)', width: 2 }],
    }, [data.days.map(seconds), data.registrations]);
  }
  var plots = document.querySelectorAll('[data-chart="pools"]');
  for (var i = 0; i < plots.length; i++) {
    var currency = plots[i].getAttribute('data-currency');
    var pools = data.pools.filter(function (p) { return p.currency === currency; })[0];
    if (!pools || !data.days.length) continue;
    draw(plots[i], {
      scales: { y: { range: function (u, min, max) { return [0, Math.max(max, 1)]; } } },
      axes: [{}, { label: currency }],
      series: [
        {},
        { label: 'Prize pools (' + currency + ')', stroke: '#047857', width: 2, spanGaps: true, points: { show: true, size: 7 } },
        { label: 'Guaranteed (' + currency + ')', stroke: '#b45309', width: 2, dash: [6, 4], spanGaps: true, points: { show: true, size: 7 } }
      ],
    }, [data.days.map(seconds), pools.pool.map(amount), pools.guaranteed.map(amount)]);
  }
})();
`;
