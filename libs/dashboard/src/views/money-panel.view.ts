import { html, SafeHtml } from '../domain/html';
import { moneyText, netFeesMinor, revenueMinor } from '../money/money-figures';
import { TournamentMoneyPanel } from '../money/money.service';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function item(label: string, value: string, testId: string, note?: string): SafeHtml {
  return html`<div class="card"><div class="label">${label}</div><div data-testid="${testId}">${value}</div>${note ? html`<div class="muted">${note}</div>` : ''}</div>`;
}

const OVERLAY_NOTES: Record<TournamentMoneyPanel['overlay'], string> = {
  paid: 'Paid beyond the pool the fees made, because the guarantee was more.',
  projected: 'What the guarantee would add if the tournament completed now.',
  none: 'Cancelled: nothing is added.',
};

/**
 * A tournament's money, from the ledger, per currency: fees in (entries and rebuys), refunds,
 * prizes paid, the guarantee overlay and the operator's revenue.
 */
export function moneyPanel(panel: TournamentMoneyPanel | undefined): SafeHtml {
  if (!panel) return html``;
  return html`<h2>Money</h2>
<p class="muted">From the ledger, as of when this page was loaded. Revenue is fees less refunds less prizes paid.</p>
${panel.figures.map((f) => {
  const m = (minor: bigint) => moneyText(minor, f.digits, f.currency);
  return html`<section data-testid="money-panel" data-currency="${f.currency}"><div class="grid">
  ${item('Entry and rebuy fees', m(f.feesMinor), 'money-fees', `${plural(f.entries, 'entry', 'entries')}, ${plural(f.rebuys, 'rebuy', 'rebuys')}`)}
  ${item('Refunds', m(f.refundsMinor), 'money-refunds', plural(f.refundCount, 'refund', 'refunds'))}
  ${item('Fees kept', m(netFeesMinor(f)), 'money-net-fees')}
  ${item('Prizes paid', m(f.prizesMinor), 'money-prizes', plural(f.prizeCount, 'prize', 'prizes'))}
  ${item(panel.overlay === 'projected' ? 'Guarantee overlay (if completed now)' : 'Guarantee overlay', m(f.overlayMinor), 'money-overlay', OVERLAY_NOTES[panel.overlay])}
  ${item('Operator revenue', m(revenueMinor(f)), 'money-revenue')}
</div></section>`;
})}`;
}
