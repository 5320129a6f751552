import fc from 'fast-check';
import { escapeHtml, html, raw, SafeHtml } from './html';

// D13: pages are rendered without a template engine; every interpolated value is escaped.

describe('escapeHtml', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['`', '&#96;'],
  ])('escapes %s as %s', (character, entity) => {
    expect(escapeHtml(character)).toBe(entity);
    expect(escapeHtml(`a${character}b${character}`)).toBe(`a${entity}b${entity}`);
  });

  it('escapes & first, so an entity in the input is shown as typed, not decoded', () => {
    expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Sunday Cup 2025 – €100 (final)')).toBe('Sunday Cup 2025 – €100 (final)');
  });
});

describe('html``', () => {
  it('escapes interpolated strings in text and in attributes', () => {
    const name = '<script>alert("x")</script>';
    expect(html`<td title="${name}">${name}</td>`.value).toBe(
      '<td title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</td>',
    );
    expect(html`<a title='${"' onmouseover='x"}'>`.value).toBe("<a title='&#39; onmouseover=&#39;x'>");
  });

  it('keeps nested templates as markup, escaping their own values once', () => {
    const cell = (text: string) => html`<td>${text}</td>`;
    expect(html`<tr>${cell('a<b')}</tr>`.value).toBe('<tr><td>a&lt;b</td></tr>');
  });

  it('joins arrays, escaping plain strings and keeping templates', () => {
    const rows = ['<1>', html`<i>2</i>`, ['<3>', html`<b>4</b>`]];
    expect(html`<ul>${rows}</ul>`.value).toBe('<ul>&lt;1&gt;<i>2</i>&lt;3&gt;<b>4</b></ul>');
  });

  it('renders null, undefined and false as nothing, numbers and true as text', () => {
    expect(html`[${null}|${undefined}|${false}|${0}|${true}|${12.5}]`.value).toBe('[|||0|true|12.5]');
    const admin = false;
    expect(html`<p>${admin && html`<b>admin</b>`}</p>`.value).toBe('<p></p>');
  });

  it('passes raw() markup through unescaped (trusted markup only)', () => {
    expect(html`<p>${raw('<br>')}</p>`.value).toBe('<p><br></p>');
  });

  it('returns SafeHtml whose string form is the markup', () => {
    const page = html`<p>${'x'}</p>`;
    expect(page).toBeInstanceOf(SafeHtml);
    expect(`${page}`).toBe('<p>x</p>');
  });

  it('never lets an interpolated string add markup: every < in the output comes from the template', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", '`', 'a', ' ', '/') }))),
        (values) => {
          const out = html`<div>${values}</div><span title="${values.join('')}">${values[0]}</span>`.value;
          const fromTemplate = '<div></div><span title=""></span>'.split('<').length - 1;
          expect(out.split('<').length - 1).toBe(fromTemplate);
          // Nor can it end an attribute or a quoted value.
          expect(out.match(/"/g)).toHaveLength(2);
          expect(out).not.toContain("'");
        },
      ),
    );
  });

  it('escapes reversibly: decoding the output gives back the original text', () => {
    const decode = (s: string) =>
      s.replace(/&(lt|gt|quot|#39|#96|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`', amp: '&' })[e]!);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(decode(html`${text}`.value)).toBe(text);
      }),
    );
  });
});
